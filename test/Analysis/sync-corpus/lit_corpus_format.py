"""lit test format of the sync corpus: ShTest, with the tests listed in
known-failures.txt run as expected failures (see lit.local.cfg). A module of
its own so that lit's worker processes can unpickle the format."""
import os

import lit.formats


class CorpusShTest(lit.formats.ShTest):
    def __init__(self, execute_external, root, known, strict):
        super().__init__(execute_external)
        self.root = root
        self.known = known
        self.strict = strict

    def execute(self, test, litConfig):
        rel = os.path.relpath(test.getSourcePath(), self.root)
        if not self.strict and rel in self.known:
            test.xfails = test.xfails + ["*"]
        return super().execute(test, litConfig)


def read_known_failures(path):
    known = set()
    with open(path) as f:
        for line in f:
            entry = line.split("#", 1)[0].strip()
            if entry:
                known.add(entry)
    return known
