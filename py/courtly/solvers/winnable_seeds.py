"""Deals proven winnable, precomputed by ``python -m courtly solve-rates --save-seeds``.

``LISTS[variant] = (first_seed, deals, bitmap)``: bit ``i`` of the base64 ``bitmap`` (least
significant bit of each byte first) is set when seed ``first_seed + i`` was proven
winnable.  A variant is the game id and its options, as ``variant()`` writes them.
"""
from __future__ import annotations

import base64

LISTS: dict[str, tuple[int, int, str]] = {
    'overthrone hand=5': (0, 10000,
        "713///f/977t////+7f33/7/36/////3////+e9//3392zf//////+//v+v39f/9+v////n/97+/n3///z36f3//"
        "/f3/7//8//76//f//+3/vf///7//fv9////vt9//5//dfv/v3/b/9+re///4/3//////r9//3+///9fz7v////2/"
        "//f7/vvv//d+v////+////s99//////+27///9/y///b///f///////q/+//33/f+////v/9399///Xf+/7+////"
        "/99///3/////////7//X/8f//f/e////f3nf//f5////v///9/////////d73//f+ff/+u//f/////////3////7"
        "3////Ot99///f//v//7v3+/++v///7/r/v+////+3/3+//////t///f//9//f/v//+////v///+9z/vf/H///u7/"
        "d/7f/f/7///9///3//9//+//v//3735//////3v3//+v+///3+//f9f9///7+/8//vf///9///X////v/9//87//"
        "+//7f/zf//+u/v79f9zX//99//3f//u+/9//f//+///9////f7/////////7v/f13f///9/99/t++9/3/3/7X/mv"
        "77////Pf/3/////7/////7f2//+f//7v/2/+/f7/W//3////37T//v///f+///3/7/7///+////////f9///39/f"
        "//9/f/79//3/vzn/v//77+////+///732///////73/v/vP7////t/e////1/2v6////7//9/X/1//37/vf/f//5"
        "///3vPXf/n//96//f//v/////+///////7///+7////+//v//vr9t/9////++//+//////f///////f/////1///"
        "z////v++t////fv9/7//7+/////8//69//////77//z/9+/f3f9v////////+//n/z9//r/+//f3///3///9/r/P"
        "Of///fv9///7////9//73t/////u//v7/e++7v/f77/////////b//+tb/+f//9////3///a//rv//////79/r/+"
        "/////////f//3//V////3/+3/////v////P///f//d///3++f//93/f/vd//3+f///7///9//7/////////9L/+5"
        "/f/////73v///7b3//////7//f/7vr/f7+v///e779/3//7/d/+7///n//f3/77b//99fvfv//+9/v/339///n/9"
        "/f///3/v/3f7/vu//////9/+//f////////////f/39/9+/f/99/+d6/9+///9f/P//++/r/f//+7v9/r39/vP//"
        "v/f/f9////7v//r/3/3f/3////+1//v9/b/+3///9////v/99/3X//7////799///+////u7//9/3/7//9//+//7"
        "/9//+//7/9//vf//v7/////2u//u/7//v/////v//P+//77v////////7////b3/77qf//f+///7///////+ff/3"
        "/v//v/+//7////0+///9+7/+v//v9//////9////n/3///////+99+///v///3/z33/+//1/f/t//3+/5/f//v/7"
        "n//+33///+8/////v///9/5+//59/3//3f+//9+7+////73//7//+//+///9////+/f+z/f/X///+///3e8="),
    'overthrone hand=6': (0, 10000,
        "//////f/97/9//////f/////3///////////+////3/////////7//////v3/d//////////57//3////////3//"
        "///////9///+//3//////////7////9////v/7////////////////b//////////////////////////////f//"
        "//////////f+/////+///////////////////9/7///////f///////////////f/////v////////X///7/3///"
        "//////////////////7X/8f////f///////f/////9///////////////////////////v////////9/////////"
        "/////u9/f//////////////+///////////////////////////////////////////////////////f//////7/"
        "f/7//v//f9////f3//9/////v//////////////v//+//////////7f/////+////v////9/////////////9///"
        "+//////////e/vf//9/////9///f////3////////////////+///9v/////v/f/3//////9///++//3v//7//+/"
        "///////////////u///////////f///+/3////7/f/////////3//////f+////////////////////f////////"
        "3/////////3///////////////+//////////////3////f/////t//////9///////////////9////////v//f"
        "/////v///3/+9//////v////////3////7///////f////////v9///////+////////////////////////////"
        "7///////tv/////+//////3///v///7////////7/////+/////////////////////////////////3//////7v"
        "u////f//////////v//+3///f////////////v/////////////f///vb////f/////////f+////////////7+/"
        "///////7////3//93//////3/////////v///////////////v////f/v/////////////9/////////////////"
        "/////////////////////////7/f//////f///f7/9////b/////7//3/////////////////f///v//////////"
        "/f//////////7v/////////////////////3f////39//////////f////+/////v///+/7////+7v//r3///f//"
        "///7/9/////v///////f///////9/v//////3//////////////X////9//7/9///+//////////3///////+//7"
        "////f/////////////+////u///+/7/f/////////v////7v//////////3/////3//////v///////////////v"
        "7v///////7////9/////////v//v////v///9////////f///////////v//////33//9/////9//3//9///////"
        "////33////9////9//////9+//////////+//////////7///7/d//9////////////+///////+////3f8="),
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
