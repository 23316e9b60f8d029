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
        "/9////f/977d////+/f///7/37/////3////++9///3////////7//////v3/d/9////////97//n////7///3//"
        "/f/////9///+//X//////////z/v/v9////v////5u/9///r//b///r+///9////////v///3/////f7/////f3/"
        "///7//vv//f+/////+/////9///////++7///9/7///7///f/////////////3/f///////9/d//+/X///7/3///"
        "/9////3///////////7X/8f//////////3vf//f7/9//v///9///////////3///////+u//f/////9/////////"
        "/////u+/////f///////3//+/////7//7v+/////3//+/////////////9////v///////////////vf/W///u//"
        "ff7f/P///9/t//f3//9//+//v/////9//////3/v//+v+///3////7f/////+////v/3//9//////////9//9///"
        "+///+/7f//+e/v///9zf///9///ff/uv///////////9/////////9/////7v/f33/////////9++9/3//+7//+v"
        "//////f////////+/////7/////f//7v/3////7/f////////7T///////+/////7/7///+////3///f/////9//"
        "////f/79//3/v3///////+////+///739/////////////f7+///9/+////9/3/7////7////f/9//n/fvf/v//f"
        "////vv3//3f+9//7f//v/////+///////7////7////+//////v9t//+///+////9+/3////////////////3///"
        "z//////+t////////7//7+////v///79///////7//X////f/////////////////7///7////f////3/////v7P"
        "v3///fv////7///3v//63v//f/////v7//v////f/7/////7///f///vb//f//////v3///f+////////////7//"
        "///////7////3//d3//////3/////////v/////9///////+fv//3/f/v///3+/3//////9//7/////////9////"
        "///////7/v///////////f///f//v//+//f///f779/3//7/9v//7//n/////7/73///f/fv/f///v//////////"
        "/f///////3//7/u//////1/+//f//7/////3///f/3/99///////+b6//++/////P//++/7////+rv//r3///f//"
        "/////9/////P///////f/3////+1/v/9/7//3/+//////v//9//3////9//7/9///+/////7////3/////v/+//7"
        "////e///////v//////////++//+/7//v////////v////7v/+////////3/////z/+f///P///7/////////f/3"
        "7v//v////7////5////////+////9///v//9v////////////v+/1+v//n/7////33/+//1/f/t/////9ff//v//"
        "n//+33///+8///////v/9/9+f/7/////3f+//f/7+////7f//7/9//9+///9//////f83/f////+//3//f8="),
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
        "/b///39f+9jX///s/f/9+v//83691/3ff7/d73/j//37+/+//991/+6r3r/vf//7//V/2/1+9l2n///47//5739/"
        "//d8f3/Z//79//v/Uvx/+/z3fvOfXnr7n9f//7//6//br/fbuv3/97/+u/v533/GTbz3v++f+5P/L/633/+/6/17"
        "v/7/+P//733/vX/f+//+///6/0+7/f7961+t/Mf9PH39/33+9//3/f7/39///1f/4/f//v/t+9////+97//8/f3/"
        "3zk43//43u//9///vw2bv/9//+///2P//j7O+7T/8X3//////f//+vfn/3e//u7i+/z/V873Xv37l/df/+79/vd3"
        "///////b3f3u/2/v//7+9/+19/tP7/++fff/5+v+/9//9/2ee3/++12ur/P5Xv/P/9+/X9X3f7X/2793//1//e/9"
        "/+/fr/v//Z3f3/P2///z9///9//+//6v/n///N8/7//vfnr/u33/37f///////v/77v/6/f3d9f//v/v7H///tr7"
        "u+//33//ff/v/1//v9/9r+f/3/7rv////+3eum/1/7/n//76G/3+//7f//K3/P3n/6vvN/7////7+9v/7/ZLfvr6"
        "fv39f5s++9/+/79f1////f9X99//br7/9v//2v99t/7/37//7t9//+/7/d9r//b/v/7b93////3/33/9vr//37//"
        "/v2u/99/3f/x+3f7/v/9/+/+3/L//7/p9/b/vevX/r7///9v/37+//v/9//3/+Pve7v/v/nf7m+fvv1//6+3/33/"
        "/7//975///7ffv/1/tv/////+/+b/i/7fed/c//727+d333+v/f/v/9f/97v99v3s8/+t7//t7////f//f///7+v"
        "/7/+7/977///X38//ef/+////f/9+/5/t+89/7+/b/9//3v//9////5937+3/f1/3//3/3/f3/7veH6//31//f/3"
        "tZ//z99f/7v/f/7/77///77v1f/d//913fu/9/R5/3/3f/////+3vf7//////v/s/3n////7///+93/97/t7+Kt/"
        "v/+P/9/X9v//f/3f+y//37re9zv//z/de/f3//3v9//e/3/e///3p1/v///f7f//v/v/+3/////5/P//m2/P///3"
        "fe3ru/536/v37/v///5f/9z7t9/7+u799z//9+/Pf//f/9b37/dv///9+/tv99/9/++92//ve//97/+3/c/rP/f/"
        "+71//v6f9////v773X//3/d+//+/9v///f+/3f+t89pl/q//7/0//3//9v72/28/f/2v/1c/1/x33/7/27/9e7u+"
        "3r/e7X3//z33/+39T/3/n7+f77333//7vf6//m/f8//+/xX3/2/v///+//3/v3//a9vsv3//37/ev33/+/q/7//+"
        "+8/fjvvtt3f3+///f3/7v/M49v+//9+9//+//b//7v9///j+v/qb3//Pn+/////////39////7v//v/f9v7+b8//"
        "/3pvf///7t1/zb/C//77/914+37vv//fv+/+/dbe03t/3+v1X/frv5V///fbb+v/3n//f5+7///73//9/9v/r///"
        "////+//6a/P+/p+v8v/t/7/fGf//fr93f+V90f9v/c++/1/vv//7v7+n//b/9/fb/f/3/X97td///2+///8="),
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
