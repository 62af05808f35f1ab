"""The ``wordgames`` command-line application (installed as ``wordgames_cli``).

Commands parse their arguments, call one library function and format the
result; no game logic lives here.
"""
