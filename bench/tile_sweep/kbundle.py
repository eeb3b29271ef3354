"""Reads Kiln bundles (docs/bundle-format.md): kernels with their metadata and
the PTX image of each target. No dependency beyond the standard library."""
import math


class Kernel:
    def __init__(self, symbol):
        self.symbol = symbol
        self.signature = ""
        self.threads = (1, 1, 1)
        self.dynamic_shared = 0
        # Launch-time variant for contiguous tensors (docs/bundle-format.md):
        # on the variant, the symbol it stands in for and its condition as
        # (argument, element bytes, rank) triples; on the kernel, its variant.
        self.specializes = ""
        self.contiguous = []
        self.variant = None
        # TMA descriptors the runtime appends at launch (sm_90a variants):
        # this ctypes launcher does not build them, so it launches the kernel
        # as written instead of such a variant.
        self.tensor_map_sources = []
        # Packed kernels (kilnc -ftile-pack-programs): (the parameter that
        # takes the program count along x, programs per block); None for
        # one program per block. The tuple's P is the most; with
        # `packed-at-launch` each launch picks 1..P (programs_per_block).
        self.packed = None
        # Split reduction loops (tile-split-reduction-loop): a Split; None
        # when the kernel's loop is not split.
        self.split = None
        self.packed_at_launch = False

    @property
    def program_warps(self):
        """Warps of one program: the block's, divided among its programs."""
        warps = self.threads[0] * self.threads[1] * self.threads[2] // 32
        return max(1, warps // (self.packed[1] if self.packed else 1))

    @property
    def name(self):
        """The unqualified C++ name ("softmax" for "softmax(kiln::tile::...)")."""
        sig = self.signature or self.symbol
        return sig.split("(", 1)[0].split("::")[-1].split("<", 1)[0]


class Split:
    """A kernel's `split` line (kiln::SplitLoop): the parameter that takes
    the split count S (the workspace pointer follows it), a workspace slot's
    bytes, the loop's constant trips (0: not known at compile time), the
    bytes one trip loads (0: not recorded), and the flattened i64 parameter
    whose value bounds the loop with the loop's start and step (None: no
    bound)."""

    def __init__(self, count_param, slot_bytes, trips, trip_bytes=0, bound_param=None, start=0, step=1):
        self.count_param, self.slot_bytes, self.trips = count_param, slot_bytes, trips
        self.trip_bytes, self.bound_param, self.start, self.step = trip_bytes, bound_param, start, step

    def __repr__(self):
        bound = "" if self.bound_param is None else f" bound {self.bound_param} {self.start} {self.step}"
        return f"split {self.count_param} {self.slot_bytes} {self.trips} {self.trip_bytes}{bound}"


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
        elif current and key == "specializes":
            current.specializes = rest
        elif current and key == "contiguous":
            current.contiguous = [tuple(int(v) for v in t.split(":")) for t in rest.split()]
        elif current and key == "packed":
            current.packed = tuple(int(v) for v in rest.split())
        elif current and key == "split":
            current.split = Split(*[int(v) for v in rest.split()])
        elif current and key == "packed-at-launch":
            current.packed_at_launch = True
        elif current and key == "tensor-map-sources":
            current.tensor_map_sources = rest.split()
        elif key == "end" and current:
            kernels[current.name] = current
            current = None
        elif text.startswith("image "):
            arch, _version, size = rest.split()
            images[arch] = data[pos:pos + int(size)].decode()
            pos += int(size) + 1
    # Variants are reached through the kernel they stand in for.
    by_symbol = {k.symbol: k for k in kernels.values()}
    for name, k in list(kernels.items()):
        if k.specializes and k.specializes in by_symbol:
            by_symbol[k.specializes].variant = k
            del kernels[name]
    return kernels, images


# kiln::kPackedBlocksPerSM (runtime/include/kiln/packed_launch.hpp).
PACKED_BLOCKS_PER_SM = 2


def programs_per_block(kernel, grid, multiprocessors, forced=0):
    """Programs per block of a launch of `grid` (x, y, z) programs of a
    packed kernel, as kiln::Kernel::programs_per_block(grid): the largest P up
    to the kernel's most that still gives every SM PACKED_BLOCKS_PER_SM
    blocks, else 1; `forced` (KILN_PACKED_PROGRAMS) wins, at most the most.
    Bundles without `packed-at-launch` run their fixed P; unpacked kernels 1."""
    if not kernel.packed:
        return 1
    most = max(kernel.packed[1], 1)
    if not kernel.packed_at_launch:
        return most
    if forced:
        return min(forced, most)
    wanted = PACKED_BLOCKS_PER_SM * max(multiprocessors, 1)
    other = max(grid[1] * grid[2], 1)
    for p in range(most, 1, -1):
        if -(-grid[0] // p) * other >= wanted:
            return p
    return 1


def contiguous_arguments(tensors, values):
    """Whether flattened tile arguments `values` (integers, one per
    parameter) satisfy a variant's condition, as the runtime checks it
    (kiln::contiguous_arguments)."""
    for arg, nbytes, rank in tensors:
        if arg + 2 * rank >= len(values):
            return False
        shape, strides = values[arg + 1:arg + 1 + rank], values[arg + 1 + rank:arg + 1 + 2 * rank]
        if values[arg] % 16 or strides[-1] != 1 or (shape[-1] * nbytes) % 16:
            return False
        if any((s * nbytes) % 16 for s in strides[:-1]):
            return False
    return True


# ---- split reduction loops: runtime/include/kiln/split_loop.hpp, mirrored ----
# Both implementations check test/unit/Inputs/launch-rules.txt.
SPLIT_BYTES_IN_FLIGHT_PER_SM = 64 * 1024
SPLIT_TRIPS_IN_FLIGHT = 2
SPLIT_REFERENCE_TRIP_BYTES = 8192
SPLIT_MAX_BLOCKS_PER_SM = 16
MAX_SPLITS = 32


def split_blocks_per_sm(trip_bytes):
    """Blocks per SM a split launch aims for (kiln::split_blocks_per_sm)."""
    in_flight = SPLIT_TRIPS_IN_FLIGHT * (trip_bytes or SPLIT_REFERENCE_TRIP_BYTES)
    return min(max(-(-SPLIT_BYTES_IN_FLIGHT_PER_SM // in_flight), 1), SPLIT_MAX_BLOCKS_PER_SM)


def choose_splits(programs, trips, trip_bytes, slot_bytes, sms, forced=0):
    """S for `programs` output programs of a loop of `trips` trips (0:
    unknown) loading `trip_bytes` each (0: unknown) into `slot_bytes` of
    partials, on `sms` SMs (kiln::choose_splits): the least of enough
    programs for split_blocks_per_sm blocks per SM, isqrt(trips x trip_bytes
    / slot_bytes), the trips and MAX_SPLITS; `forced` (KILN_SPLITS) instead
    of the rule, at most the trips when known."""
    if programs == 0:
        return 1
    if forced:
        splits = min(forced, MAX_SPLITS)
    else:
        if sms == 0:
            return 1
        target = sms * split_blocks_per_sm(trip_bytes)
        if programs >= sms or programs >= target:  # a full grid is not split
            return 1
        splits = min(MAX_SPLITS, -(-target // programs))
        if trips and trip_bytes and slot_bytes:
            splits = min(splits, math.isqrt(trips * trip_bytes // slot_bytes))
    if trips:
        splits = min(splits, trips)
    return max(splits, 1)


def split_trips(split, values):
    """The loop's trips at a launch (kiln::split_trips): the bundle's constant
    trips, else ceil((extent - start) / step) of the bound parameter's value
    among the flattened argument values `values`; 0 when unknown."""
    if split.trips:
        return split.trips
    if split.bound_param is None or split.bound_param >= len(values) or not split.step:
        return 0
    extent = values[split.bound_param]
    if extent <= split.start:
        return 0
    return -(-(extent - split.start) // split.step)


def parse_forced_splits(text):
    """KILN_SPLITS's value (1..MAX_SPLITS), else 0 (ignored)."""
    return int(text) if text.isdigit() and len(text) <= 2 and 1 <= int(text) <= MAX_SPLITS else 0


def split_counter_bytes(programs):
    """The zeroed arrival counters that lead a split workspace."""
    return (programs * 4 + 15) // 16 * 16


def split_workspace_bytes(programs, splits, slot_bytes):
    """Counters, then programs x splits slots (kiln::split_workspace_bytes)."""
    return split_counter_bytes(programs) + programs * splits * slot_bytes
