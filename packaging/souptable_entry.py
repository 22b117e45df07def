"""Entry script of the PyInstaller bundle (multiprocessing needs freeze_support first)."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from souptable.ui.app.main import main

    sys.exit(main())
