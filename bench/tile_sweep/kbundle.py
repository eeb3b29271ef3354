"""Reads Kiln bundles (docs/bundle-format.md): kernels with their metadata and
the PTX image of each target. No dependency beyond the standard library."""


class Kernel:
    def __init__(self, symbol):
        self.symbol = symbol
        self.signature = ""
        self.threads = (1, 1, 1)
        self.dynamic_shared = 0

    @property
    def name(self):
        """The unqualified C++ name ("softmax" for "softmax(kiln::tile::...)")."""
        sig = self.signature or self.symbol
        return sig.split("(", 1)[0].split("::")[-1].split("<", 1)[0]


def read(path):
    """(kernels by name, PTX text by arch) of the bundle at `path`."""
    data = open(path, "rb").read()
    pos = 0

    def line():
        nonlocal pos
        end = data.index(b"\n", pos)
        text = data[pos:end].decode()
        pos = end + 1
        return text

    if not line().startswith("kiln-bundle 1"):
        raise ValueError(f"{path}: not a version-1 Kiln bundle")
    kernels, images, current = {}, {}, None
    while pos < len(data):
        text = line()
        key, _, rest = text.strip().partition(" ")
        if text.startswith("kernel "):
            current = Kernel(rest)
        elif current and key == "signature":
            current.signature = rest
        elif current and key == "threads":
            current.threads = tuple(int(v) for v in rest.split())
        elif current and key == "dynamic-shared":
            current.dynamic_shared = int(rest)
        elif key == "end" and current:
            kernels[current.name] = current
            current = None
        elif text.startswith("image "):
            arch, _version, size = rest.split()
            images[arch] = data[pos:pos + int(size)].decode()
            pos += int(size) + 1
    return kernels, images
