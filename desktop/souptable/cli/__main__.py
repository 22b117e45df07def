"""``python -m souptable.cli``: the same as ``souptable-cli``."""

import sys

from . import main

sys.exit(main())
