"""Deals proven winnable, precomputed by ``python -m courtly solve-rates --save-seeds``.

``LISTS[variant] = (first_seed, deals, bitmap)``: bit ``i`` of the base64 ``bitmap`` (least
significant bit of each byte first) is set when seed ``first_seed + i`` was proven
winnable.  A variant is the game id and its options, as ``variant()`` writes them.
"""
from __future__ import annotations

import base64

LISTS: dict[str, tuple[int, int, str]] = {
    'overthrone hand=5': (0, 10000,
        "/3////f/97/9/////7f///7/3//////3////++///////////////////+v3/f/9//////v/97//3////7/7/3//"
        "/f/////9///+//f//////////7//fn9//////v/////9////////9//e///////////9v///3////9/7////////"
        "///7///v//f//////+//////3//////++//3/9/7///7///f/////////////3/f////////3/////f///7+////"
        "//////3/////////7//X/9f/////////////////////v/////////////f//////////v//////////////////"
        "/////e//9//////////////++//////v//////////3+////////////////f/v/////+///////7/vf/v///+//"
        "d/7f///////9///3//9//+///////////////3//////////////f/f/////+////v////9///3/////////////"
        "///////////+///////f//9////f//+/////////////////f//////////7v/f/3//////9//v++9/3//973/+v"
        "v/////f7///////////////////f///v/2/+//7/e/////////7///////+////////////////////f/////9//"
        "//////////3/vz////////////+////////////////v/vv/////t/+////9////////7////f/X/////vf////f"
        "////vP/f/3/v9u//f//v/////////////7////////////////v9///////+////////////////////////////"
        "3//7/v+/9////f//////7//////9//7////////7///////e/f9////////////3/79//7////f////3///9///P"
        "f////f/////7////////3v/////////7/+//7////7/////7///f///vb//////////////f/////////////r//"
        "//+///////////////////v3//////////////////////+/fv/93/f/////3+////////9///v/////////////"
        "/////////////////////f7/////v7////////f/7/////7////////3/////////////////f/8/////////3/+"
        "/////3///////v//9////////////////3///////39/9//f//////6//+//////v//++/7////+/v//73///P//"
        "v////9/7///v//////3f/3/////1//+9///+/////////v////////7////7/9/////////7////3f///9//+//7"
        "////+///////v////7/3////+//u/7///////////n//////////////7/////////////f/////////////////"
        "/v////////////8////////////v9////////////////////////////v//////33//////f/9//3//9/f/////"
        "///+33//////////////9/5+//79/////f+///+//////73/////+//+///9///////+//f//////////f8="),
    'overthrone hand=6': (0, 10000,
        "/////////779//////f///7/3//////3///////9///////////////////3/f///////////7//3////////3//"
        "/////////////////////////7////9/////f//////////v///////+////////////////////////////////"
        "//////////f////////////////////////////////////f//////////////////////////////f/////////"
        "//////3f///////////3/9f//////////////////9////////////////////+///////////////9/////////"
        "/////+////////////////////////////////////////////////////////v////////////////f////////"
        "d/////////////////////////////////////////////////////f/////+//f/v//////////////////////"
        "+//////////+///////////////f////////////////////////////////v/f/3/////////v/+//3///73/+v"
        "//////////////////////////////7//3////7/f/////////3/////////////////////v///////////////"
        "//////////////////////////+////////////////////////////////////////////////////9////////"
        "////////////9////////////////////7////////////////v9////////////////////////////////////"
        "////////9/////////////////////7////////7/////////////////////////7/////////////3///////v"
        "/////f/////////////+3///f//////////////////////////f///v7//////////////f//////9/////////"
        "////////////////////////////////////////////////////////////////////////////////////////"
        "//////////+//////////f7/////v/////////////////7////////3////////////////////////////////"
        "/////////////////////////////////////////39/////////////////////v/////7//////v//7////f//"
        "///////////////////////////////////////////////////////////7/////+//////////////////+///"
        "/////////////////////////////7////////////////7/////////////////7///////////////////////"
        "/v///////7////8/////////////////v////////////////////////v//////33////////9//3//////////"
        "////33/////f//////////9+//9///////+//////////7/////////////////////+//////////////8="),
    'royal-cotillion classic=false': (0, 10000,
        "f/kX9Xp4fi//3t/f3fsffdpnTvx139wlauxOe3e77r5vdXUv/t4ua+fmGe3p4/f6xsUK+7lz5mon/78fl297vN35"
        "aXjm2sLfrdqI299Mq9xTe177+Hnzbu/5Xr+8+fvPca/xNb9FtTRL9gOmHvO/7v14jvHl56vvjdvzi8+DX/XG5r9P"
        "fr+v/+Pl+7sX+r91VfvvK80X48ZfcVXv8+Sq9/48rv3Oy3bdduUK0epc9+HnkzkRHz9Plu/Jn/1Nc1/uOnN5Zf9r"
        "lZzj2fz73De8vvdV7/zf/sdvv5i2Ri7x87dnMBf/bfd7tQ7/iu+7umf7unf/X+93e6/MXR2+th3d+Wjykzr+gnPu"
        "22u3un6yO/Wp330BZf/G//W2/2NXf8LKWb817WHW71X3zG8uNP9LvjzO2/a/6cX57v9+tXnf+erbMUVHe3XX++6y"
        "/ITa77cs//a+78Hua+7rDX21Gc5tNn2N9Rrbvzf/d/fyRr2ct+XH47m3+/yf+pbsO5+eZyW5Hp1g6f//qeFZ/53W"
        "/f83lD+/EskpVjD0rVsJgEHp8fz/ynr4y/t3n/+3N0+ac/u+7h9fP+H/y3S9v9/b33vMzd81rg+y9/nr/5p79otB"
        "f7jxnmxvjhX/l/tnXl0/jPe79298j33DX3Xqu/tfzt98z/6+8b9tuTfnH7u7yH+Gj7Lf6+6vft7e//QnV/d2nt7a"
        "P3v/f033TPvvzt+2T+z//pbuJK7+f5uYFA+u9FfZLtL+WnIv84tXbP+rvcf6+zw9uP/0vabYiLf/QhsZm9U7VenN"
        "/no3i7krr7sjNX2vn9ynv+a9qv+e6tn3y+4ymr/m5jv9ljeR+fObP25tnep5ouls/4U/17/e9v79exOzd5vWf3/1"
        "kuL45zK0D+T967e+/2XlpVf39fp+b6p/66ydLctPrXN/W771B4+Gaa51t/D9e4mP/op5+ifK+MU107DR6v/3P/v7"
        "yuq44uO+X8XhxX4+v83forTG/4q/3fVYw99mkt9X3evj/13vvbpcO5+3Lb/nu7STWy+277n3k9/99q/crt/WtXcv"
        "P6D1u3rx9/3Sv2+7/c7v7/W3z5u+zJ19t+/V96jrnW8/fns9+R34/zXKe7r/9Tgz7OVr96+XfXbmNXbaetriL/a/"
        "3/7l99unf1XbNF5v7rP/Leg7/2L5fv7lUd5/k5+ff51Mdb4Lbd+958UrcvTtt908e1V7rf8fx+u9Y+FD77eJ/nfp"
        "7Yxj9Xddld/32/3l7v9/3++G//5o/tnX/pZ3mVhqf7vdVzTp11Pv78qPXn++l9ly/897W/tOe9XUa3DZ9dpebN/W"
        "yY793rp7mdbtFuxFZrvWZTzZ2yy7Sq60rlV2/PB++7v9pj3wfpm7eZb9HuxtJ9jKt2r7ql+nzQJ2a+9j7pyf2/7z"
        "YcVHsz3du35/d7tM9/37z2wf7H76ufu/3c0Xe/2X4ed3z1p/vqN5/f3ez7bcXzt//kevnpHZt5e5O3W7D9Av6l1V"
        "Oqzb98v573z2X+/aPanednNb+qv33Px+P/fTu9j4+X6y24RRnfHvNN/f/otX19+379PnnvCpJxpK323JG723Zpyb"
        "59l56Y96PWz3psy35/2tadrq+tfvsh33HzT/02uiPU79vxfrnfli29eGfdsf87W4/f717OKJ+mb3NpxWvng="),
    'royal-cotillion classic=true': (0, 10000,
        "/f/////f+9j3///s///9+v//83+99/3ff7/f73/j//37//+//991/+6r3r/////7//X/2/1+9n3n///87//5739/"
        "//d9/3/b//79//v/0vx///z3f/ef/vr739f//7//+//br//f+v3//7//u/v5/3/OXb33v++f+7f/L/633///6/1/"
        "v/7//f//733/vf/f+//+///6/2////7963+t/ff9PH39/33+9////f7/39///9f/4/f//v/t+9////+/7//9/f3/"
        "3zl43//83v//9////0+bv////+///2P//r7O+7T/8X3//////f//+vfn/3e//u7n+/7/V873Xv37l/ff/+79/vd3"
        "///////f3f/+/2////7+9/+19/tP7/+/fff/5+/+/9//9/3/f//++13/7/P5Xv/P/9//X9X3/7X/+7/3//1//e/9"
        "/+/fv/v//9//3/P2///z9//////+//+v/n///v8/////f/r/v/3/37f///////v/7/v/6/f3d/f//v//7n///tr7"
        "++//33//ff/v/1//v9/9r+f/3/7rv////+3fu2/9/7/n//76e//+//7f//r3/P/v/6v/N/7////7+9v/7/fLf/76"
        "fv/9f5s++9/+//9f3////f9X9///br7/9v//2v999/7/3///7/9//+/7/9////b///7b93////3/33/9v7//37//"
        "//2+/9//3f/1+3/7///9///+3/L//7/v9/b/vevX/r7///9//37+//v/9////+P/e7//v/vf73/f/v1//6/3/33/"
        "/7//975////f/v/3/tv/////+/+b/q/7fed/c//737+d333+v/f/v/9f/97/99v3+8/+t7//t7////f//f///7+/"
        "/7/+7/977///X39//ef/+////f/9+/5/t+///7+/b/9//3v///////793/+3/f1////3/3/f3/7veH///31//f//"
        "tZ//z99f/7v/f/7/7////7/v9f/d//993f+/9/R5/3/3//////+/vf7//////v/s/3n////////+/3/97///+qt/"
        "//+P/9/X9v//f/3/+y//377+9zv//z/de/f3///v9//e/3/e///3v1/v////7f//v/v/+3/////5/P//m3/v////"
        "ff3ru/736/v37//////f/9z7t//7+v79////9+/Pf//f/9b3///////9+/tv99/9/++9+//ve/////+3/c/rP/f/"
        "/71///+f9////v773///3/d+//+//v///f+//f+v99rl/u//7/0//3//9v72/28///2v/9c///133/7/37//+/u/"
        "3r/f7X3//33//+39T///n/+f7/333//7vf+//n/f8//+/xX//+/v/////////3//a9/uv3//37/e/3//+/q/7//+"
        "++/fjv/v/3f3+///f//7//M49v///9+9//+//b//7/9///j+v/r73//P3//////////3//////v/////9v7+78//"
        "//pvf///7t1/zb/K//77/914+37vv//fv//+//7e03t/3+v1X/frv51////bb+v/3n///7+////73//9/9v/v///"
        "///////7a/P+/p+/8v/t///fGf//fr9/f+V90f9v/d+//1/vv//7v7+3//b/9/fb///3/f979d///2+///8="),
}


def variant(game_id: str, options: dict) -> str:
    """``"royal-cotillion classic=true"``: the game and every option, in name order."""
    parts = [f"{k}={str(v).lower()}" for k, v in sorted(options.items())]
    return " ".join([game_id] + parts)


def parse(name: str) -> tuple[str, dict[str, str]]:
    """The game id and the option words of a variant name (values still as written)."""
    game_id, *pairs = name.split()
    return game_id, dict(pair.split("=", 1) for pair in pairs)


def encode(first_seed: int, deals: int, winnable) -> tuple[int, int, str]:
    bits = bytearray((deals + 7) // 8)
    for seed in winnable:
        i = seed - first_seed
        bits[i // 8] |= 1 << (i % 8)
    return first_seed, deals, base64.b64encode(bytes(bits)).decode("ascii")


def decode(entry: tuple[int, int, str]) -> list[int]:
    first_seed, deals, text = entry
    bits = base64.b64decode(text)
    return [first_seed + i for i in range(deals) if bits[i // 8] >> (i % 8) & 1]


def listed_range(game_id: str, options: dict) -> tuple[int, int] | None:
    """The seeds a list covers, as ``(first, end)``, or None when there is no list."""
    entry = LISTS.get(variant(game_id, options))
    return (entry[0], entry[0] + entry[1]) if entry else None


def listed_next(game_id: str, options: dict, start: int) -> int | None:
    """The first listed winnable seed at or after ``start``, or None beyond the list."""
    entry = LISTS.get(variant(game_id, options))
    if entry is None:
        return None
    first_seed, deals, text = entry
    if not first_seed <= start < first_seed + deals:
        return None
    bits = base64.b64decode(text)
    for i in range(start - first_seed, deals):
        if bits[i // 8] >> (i % 8) & 1:
            return first_seed + i
    return None
