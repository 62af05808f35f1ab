#!/usr/bin/env python3
"""A player of any wordgames game that picks a random legal move (standard library only).

Run it at any table:

    wordgames games croquet tournament --players perfect,cmd:examples/random_bot.py --games 20
    wordgames battle tournament --players greedy,cmd:"examples/random_bot.py --seed 3"

The protocol (docs/programs.md): the table sends one JSON object per line —
``start`` once, ``move`` on every turn of this seat (with ``legal``, every
legal move in the game's notation), ``forced`` when an answer was too late
or not legal, ``end`` at the end — and reads one line in answer to each
``move``: the move, in the game's notation.
"""

import json
import random
import sys


def main():
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 0
    rng = random.Random(seed)
    sys.stdin.reconfigure(encoding="utf-8")
    sys.stdout.reconfigure(encoding="utf-8")
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "move":
            print(rng.choice(message["legal"]), flush=True)
        elif message["type"] == "end":
            break


if __name__ == "__main__":
    main()
