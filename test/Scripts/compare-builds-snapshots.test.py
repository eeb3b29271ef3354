# Loads scripts/compare-builds.py as a module and prints what compare-builds-snapshots.test checks.
import importlib.util
import sys
from pathlib import Path

spec = importlib.util.spec_from_file_location("compare_builds", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
work = Path(sys.argv[2])
snap = module.freeze(work / "bin" / "kilnc", work / "headers", work / "cache")
for layout in ("lib/kiln/include/kiln/simt.hpp", "include/kiln/simt.hpp"):
    print(f"{layout}: {(snap / layout).exists()}")
print(module.unsnap(b"/x/snap/0123456789abcdef/bin/../include/kiln/std/a.h:1:2 "
                    b"/x/snap/fedcba9876543210/lib/kiln/include/kiln/std/a.h:1:2").decode())
