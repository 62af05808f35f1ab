#!/usr/bin/env python3
"""A tiny «Словесный бой» player speaking the wordgames line protocol (standard library only).

Run it in a championship:

    wordgames battle tournament --players greedy,cmd:examples/battle_bot.py --games 20

Strategy, without a dictionary: vowels go on the "white" cells of a
chessboard and consonants on the "black" ones, so every row and column
alternates consonant and vowel, the shape of most short Russian nouns
(кот, сад, молоко).  When a letter's colour is full it takes any empty
cell.  On its turn it calls the letters of «сон» and «рот» in rotation.

The protocol (see docs/battle.md): the engine sends START, SQUARE (resumed
games), CALL, LETTER x, FORCED ..., END; the bot answers CALL with ``LETTER x`` and LETTER with
``PLACE row column`` (counted from 1), one line each, flushed.
"""

import sys

VOWELS = set("аеёиоуыэюя")
CALLS = "соннорот"


def choose_cell(square, letter):
    """Return (row, column) from 0 for the letter: a cell of its colour, else any empty one."""
    colour = 0 if letter in VOWELS else 1
    empty = [(r, c) for r, row in enumerate(square) for c, ch in enumerate(row) if ch is None]
    for r, c in empty:
        if (r + c) % 2 == colour:
            return r, c
    return empty[0]


def main():
    sys.stdin.reconfigure(encoding="utf-8")
    sys.stdout.reconfigure(encoding="utf-8")
    square = [[None] * 6 for _ in range(6)]
    calls = 0
    letter, last = None, None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command = words[0].upper()
        if command == "START":
            height, width = int(words[1]), int(words[2])
            square = [[None] * width for _ in range(height)]
        elif command == "SQUARE":  # a resumed game: the square so far, '.' for empty cells
            square = [[None if ch == "." else ch for ch in row] for row in words[1:]]
        elif command == "CALL":
            print("LETTER " + CALLS[calls % len(CALLS)], flush=True)
            calls += 1
        elif command == "LETTER":
            letter = words[1].lower()
            r, c = last = choose_cell(square, letter)
            square[r][c] = letter
            print(f"PLACE {r + 1} {c + 1}", flush=True)
        elif command == "FORCED" and words[1].upper() == "PLACE":
            # our answer came too late or was refused: the letter was written elsewhere
            if last is not None:
                square[last[0]][last[1]] = None
            square[int(words[2]) - 1][int(words[3]) - 1] = letter
        elif command == "END":
            break


if __name__ == "__main__":
    main()
