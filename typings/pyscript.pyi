# Type stubs for the PyScript module the page uses: the browser's globals.
from typing import Any

document: Any
window: Any
