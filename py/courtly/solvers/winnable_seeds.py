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
        "f/tX93p4fy//39///f9//ft/Tvx1395l7+1ee3f77r5//fUv/v4ua+f3me3r4/f+9sUb+7135mqn/78//+97vP37"
        "f//m2sPfvdrs299fu/1Te177/H3zbu/53r+9/f/Pcb/xPf9XtzRL9qenP/O//v96r/Pl57vvndvzq8+DX/3O57/v"
        "f7/v/+vt+/sX+r91Vf//L903+9Z/+VXv++S+//5+vv3ey3b9f+Uq2et99/vvl3mRH79P3u/Nv/1Pc3/vevP5d/9r"
        "9Zzn/f3/3Le8v//V//z//sdvv5i+Ti/197d3MB//b/d7tQ7/qu+7+uf7u3f/X+93f6/Ofd2+/p3d/Xjz0z7+gnvu"
        "++v3uv63u/W9//1J5//W//e3/2N3f+rrXf81/WHW79f37m8+f/9Pv7zP2/b//df/7/9+tX3f+e/buXVHe3XX+/66"
        "/uTa77ct//a+79X+b+7rTX+9Xc5tPv2N/Rrbv3f/d/f7Rr2f9/Xv47+3//2f/vbtO9/eZ2/7nv1g7///qenZ/9/W"
        "/f8/lj//2sspXjj07VsPgEHp8/z/3nr46/t3v/+390+ec//+/p/fP+H/y3S9v9/733vMzd91rg/y9/3r/55794tt"
        "f7j53+xvnxX/l/tn3t0/zP+/92/+j33nX33uu/tfzt98z/6+8b99uTfvH/v72P+fj7bf6+6vfv/f//Un9/f3nt7a"
        "f3///9/3zPvv3t+2X+z//pbupL//f7uaNF+u9lfZb9f+enO/88/Xbf+r/8f7/3x//P/2v7b6iPf/SntZn/271enN"
        "/nr3q/mvr78jt33vn/2nv+a9qv++69n37/5yuv/n9jv9tjeR/f/bP29tve55u+1t/8c/17/e/v7/exOzd9vff3/1"
        "vur47za8P+T977e+/2/ltXf39f5+b+p/+6zdLctv7fv/W7/1D4+u+a73t/D9e4vf/699+i/K+t+317nR6//3////"
        "6vr65vO+X+X1zf4/v83/qvzO/4q/3/9c099mmt/X3fvr/13vvb98P9+3Lf/vv7zTey+377n3k9/9/u/fvt/ftXc/"
        "f7H3v3rx9/3Tv3+7/87/7/e/z5u/3d399+/V96n/ne8/fvu9+V36/zfa+7r//zhz/eVr96+Xf3b+tfb6+tr7v/b/"
        "3/7n/9uvf1XbvH7v77P/Lfk7/2L9/v/vUd9/05+f/5/M/b4rbd+9788rdv7vv938e3177f+f1/+9Y+F3/7eN//fp"
        "74x39fddnd/32/3n7v9/3++///74/t/3/5Z/+/l6f7vfV/zp13Pv/8qPXn/+l9v6/89/X/tO+9Xc6/PZ9/p+bN/W"
        "yb/937t7mfb/HuxF7vv2fTz52z37a+60rl9//vJ+/7v/pj/wfp2/ebb9nvxtZ9jb/377q1+n3Yp2b/9j7pz/+/77"
        "ZcXH8z/fu/5/979P///7z2wf/n/6vf+/3e9f+/3X4ed/z1p/vqN5/f3ez/bcXzt//kevvrHft9e5O32/D9Iv+l1/"
        "O+zb/9v773333//aPbnefvP7+r/33Px+v/fTv9v5+36y/8ZZ3/HvdP/f/ot3/9/37/vnn/DtJzrr3+39G7+/Zpy/"
        "59/5+a9/PX339s+39/3tefvu+9fv8133H7b/0++jvW79/xfrnftr29fe/dsf9724/f717PqJ+m73Np5Wv3w="),
    'royal-cotillion classic=true': (0, 10000,
        "/f/////f+9j3///s///9+v//83+99/3ff//f73/n//37//+//993//6r3r/////7//X/2/1+9n3n///87//5739/"
        "//d9/3/b//79//v/0vx///z3f/e//vr739f//7//+//br//f+v3//7//u/v5/3/OXb3/v+/f+7f/P/633///6/1/"
        "v/7//f//733/vf/f+//+///6/2////796/+t/ff9PH3///3+/////f7/39///9f/6/f//v/t+9////+/7//9/f3/"
        "3zl43//83v//9////0+bv////+///2P//r7O+7T/8X3//////f//+vfn/3f//u7n+/7/V873X/37l/ff/+79/vd3"
        "///////f3f/+/2////7+9/+19/tP7/+/fff/5+/+/9//9/3/f//++13/7/P5Xv/P/9//X9X3/7X/+7/3//1//e/9"
        "/+/fv/v//9//3/P2///z9//////+//+v/n///v8/////f/r/v/3/37f///////v///v/6/f3d/f//v//7n///tr7"
        "++//33///////1//v9/97+f/3/7r/////+3fu2/9/7/n//76e//+//7f//r3/P/v/6v/d/7////7+9v/7/fLf/7+"
        "fv//f5s++9////9/3////f9X9///br7/9v//2v999/7/3///7/9//+/7/9////b///7b9/////3/33/9v7//37//"
        "//2+/9//3f/1+3/7///9///+3/L//7/v9/b/vevX/r7///9//37+//v/9////+f/e7//v/vf73/f/v1//6/3/33/"
        "/7//975////f/v/3/tv/////+/+b/q/7fed/c//737+d333+v/f/v/9f/97/99v3+8/+t7//t7////f//f///7+/"
        "/7/+//977///X39//e//+////f/9+/5/v+///7+/b/9//3/////////93/+3/f1////3/3/f3/7veH///31//f//"
        "9Z//z99//7v/f/7/7////7/v9f/d//993f+/9/R5/3/3//////+/vf7//////v/t/3n////////+/3/97///+qv/"
        "//+P/9/X9v//f/3/+y//377+9zv//z/de/f3///v9//e/3/e///3v1/v////7f//v/v//3/////5/P//m3/v////"
        "f/3ru/736/v37//////f/9z7t//7+v79////9+/Pf//f/9b3///////9+/tv99/9/+/9+//ve/////+3/c/rP/f/"
        "//1////f9////v773///3/d+//+//v///f+//f+v9/rl/u////0//3//9v72/28///2v/9c///93//7/37//+/u/"
        "3r/f7X3//33//+/9X///n/+f7/333//7v/+//3/f8//+/xX//+/v/////////3//a9/uv3//37/e/3//+/q/7//+"
        "++/fjv/v/3f3+///f//7//M49v///9+///+//b//7/9///j+v/r73//P3//////////3//////v/////9v7+78//"
        "//pvf///7t1/zb/K//77/914+37vv//fv//+//7e03t/3+v1X//rv51////bb+v/3n///7/////7///9/9v/v///"
        "///////76/P+/p+/8v/t///fW///fr9/f+X90f9v/d+//1/vv//7v7+3//b/9/fb///3/f979d///2////8="),
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
