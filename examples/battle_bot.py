#!/usr/bin/env python3
"""A tiny «Словесный бой» player speaking the wordgames program protocol (standard library only).

Run it in a championship:

    wordgames battle tournament --players greedy,cmd:examples/battle_bot.py --games 20

Strategy, without a dictionary: vowels go on the "white" cells of a
chessboard and consonants on the "black" ones, so every row and column
alternates consonant and vowel, the shape of most short Russian nouns
(кот, сад, молоко).  When a letter's colour is full it takes any empty
cell.  On its turn it calls the letters of «сон» and «рот» in rotation.

The protocol (docs/programs.md): the table sends one JSON object per line;
on each ``move`` the bot answers one line: a letter when ``view.asked`` is
``call``, a cell like ``b3`` (column, row) when it is ``place``.  The view
holds its own square, so it keeps no state of its own.
"""

import json
import sys

VOWELS = set("аеёиоуыэюя")
CALLS = "соннорот"
COLUMNS = "abcdefghijkl"


def choose_cell(square, letter):
    """Return (row, column) from 0 for the letter: a cell of its colour, else any empty one."""
    colour = 0 if letter in VOWELS else 1
    empty = [(r, c) for r, row in enumerate(square) for c, ch in enumerate(row) if ch == "."]
    for r, c in empty:
        if (r + c) % 2 == colour:
            return r, c
    return empty[0]


def main():
    sys.stdin.reconfigure(encoding="utf-8")
    sys.stdout.reconfigure(encoding="utf-8")
    calls = 0
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "move":
            view = message["view"]
            if view["asked"] == "call":
                print(CALLS[calls % len(CALLS)], flush=True)
                calls += 1
            else:
                r, c = choose_cell(view["square"], view["letter"])
                print(f"{COLUMNS[c]}{r + 1}", flush=True)
        elif message["type"] == "end":
            break


if __name__ == "__main__":
    main()
