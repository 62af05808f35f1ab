"""``python -m wordgames_cli`` runs the ``wordgames`` command."""

from wordgames_cli.main import main

if __name__ == "__main__":
    main()
