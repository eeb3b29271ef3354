//===- SharedBankConflicts.cpp - shared-memory wavefronts of conversions --===//
#include "dialects/tile/IR/SharedBankConflicts.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <array>
#include <map>
#include <vector>

using namespace mlir;
using namespace kiln::tile;

int64_t kiln::tile::sharedElementOffset(ArrayRef<int64_t> c,
                                        ArrayRef<int64_t> shape,
                                        SharedAttr swz) {
  SmallVector<int64_t> cc(c);
  if (swz && shape.size() == 2 && swz.getMaxPhase() > 1) {
    int64_t phase = (cc[0] / swz.getPerPhase()) & (swz.getMaxPhase() - 1);
    int64_t vec = swz.getVec();
    cc[1] = ((cc[1] / vec) ^ phase) * vec + cc[1] % vec;
  }
  int64_t idx = cc[0];
  for (size_t k = 1; k < shape.size(); ++k)
    idx = idx * shape[k] + cc[k];
  return idx;
}

int64_t kiln::tile::warpWavefronts(ArrayRef<int64_t> laneBytes,
                                   int64_t bytes) {
  // 8-byte accesses are split into half warps, 16-byte ones into quarter
  // warps; each part is served alone, a bank delivering one word per
  // wavefront (the same word to any number of lanes).
  int64_t perPart = bytes <= 4 ? 32 : 128 / bytes;
  int64_t words = std::max<int64_t>(1, bytes / 4);
  int64_t total = 0;
  SmallVector<std::pair<int64_t, int64_t>, 128> touched; // (bank, word)
  for (int64_t first = 0; first < int64_t(laneBytes.size()); first += perPart) {
    touched.clear();
    for (int64_t l = first;
         l < std::min<int64_t>(first + perPart, laneBytes.size()); ++l) {
      if (laneBytes[l] < 0)
        continue;
      for (int64_t w = 0; w < words; ++w) {
        int64_t word = laneBytes[l] / 4 + w;
        touched.push_back({word % 32, word});
      }
    }
    llvm::sort(touched);
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    int64_t most = 0;
    for (size_t i = 0, run = 0; i < touched.size(); ++i) {
      run = i && touched[i - 1].first == touched[i].first ? run + 1 : 1;
      most = std::max<int64_t>(most, run);
    }
    total += most;
  }
  return total;
}

/// Bytes one element takes in a scratch buffer (i1 as a byte, fp8 as a
/// byte), 0 for types the model does not cover.
static int64_t storageBytes(Type elem) {
  if (!elem.isIntOrFloat())
    return 0;
  return std::max(8u, elem.getIntOrFloatBitWidth()) / 8;
}

int64_t kiln::tile::sharedVectorGroups(
    const LayoutDesc &d, Type elem, SharedAttr swz, ArrayRef<int64_t> shape,
    SmallVectorImpl<SmallVector<size_t>> &groups) {
  int64_t vec = vectorGroups(d, elem, groups);
  // A swizzle moves vec-element groups: a vector stays contiguous when it
  // lies inside one (the layout's vectors start at multiples of their width).
  if (vec > 1 && swz && swz.getMaxPhase() > 1 &&
      (swz.getVec() < vec || swz.getVec() % vec))
    vec = 1;
  if (vec > 1 && shape.back() % vec)
    vec = 1;
  if (vec == 1)
    groups.clear();
  return vec;
}

namespace {
/// One warp-wide access: each lane's buffer coordinates (rank <= 2).
struct WarpAccess {
  SmallVector<std::array<int64_t, 2>, 32> lanes;
};
} // namespace

/// The warp-wide accesses of layout `d` in vectors `groups` over all warps,
/// coordinates as FuncLowering::bases + coords compute them.
static std::vector<WarpAccess> warpAccesses(const LayoutDesc &d,
                                            int64_t numWarps,
                                            ArrayRef<SmallVector<size_t>> groups,
                                            bool store) {
  std::vector<WarpAccess> out;
  auto laneIndex = [](int64_t id, int64_t stride, int64_t count) {
    return (id / stride) % count;
  };
  for (int64_t warp = 0; warp < numWarps; ++warp) {
    SmallVector<std::array<int64_t, 2>, 32> base(32, {0, 0});
    for (int64_t lane = 0; lane < 32; ++lane)
      for (int64_t k = 0; k < d.rank(); ++k) {
        const DimMap &m = d.dims[k];
        int64_t v = laneIndex(lane, m.laneStride, m.laneCount) * m.laneScale +
                    laneIndex(warp, m.warpStride, m.warpCount) * m.warpScale;
        base[lane][k] = v & (d.shape[k] - 1);
      }
    for (const auto &g : groups) {
      if (store && llvm::any_of(g, [&](size_t r) { return d.regIsDup(r); }))
        continue;
      WarpAccess a;
      for (int64_t lane = 0; lane < 32; ++lane) {
        std::array<int64_t, 2> c{0, 0};
        for (int64_t k = 0; k < d.rank(); ++k)
          c[k] = base[lane][k] + d.regCoord(g[0], k);
        a.lanes.push_back(c);
      }
      out.push_back(std::move(a));
    }
  }
  return out;
}

static SharedAccessCost costOf(ArrayRef<WarpAccess> accesses,
                               int64_t accessBytes, int64_t bytes,
                               SharedAttr swz, ArrayRef<int64_t> shape) {
  SharedAccessCost cost;
  SmallVector<int64_t> laneBytes(32);
  for (const WarpAccess &a : accesses) {
    for (int64_t lane = 0; lane < 32; ++lane)
      laneBytes[lane] =
          sharedElementOffset(ArrayRef<int64_t>(a.lanes[lane].data(),
                                                shape.size()),
                              shape, swz) *
          bytes;
    cost.wavefronts += warpWavefronts(laneBytes, accessBytes);
    cost.instructions += 1;
    cost.conflictFree += std::max<int64_t>(1, 32 * accessBytes / 128);
  }
  return cost;
}

/// Single registers as groups of one.
static SmallVector<SmallVector<size_t>> scalarGroups(const LayoutDesc &d) {
  SmallVector<SmallVector<size_t>> groups;
  for (size_t r = 0; r < d.numRegs(); ++r)
    groups.push_back({r});
  return groups;
}

SharedAccessCost kiln::tile::sharedAccessCost(const LayoutDesc &d, Type elem,
                                              int64_t numWarps, SharedAttr swz,
                                              ArrayRef<int64_t> shape,
                                              bool store) {
  int64_t bytes = storageBytes(elem);
  if (!bytes || d.rank() > 2)
    return {};
  SmallVector<SmallVector<size_t>> groups;
  int64_t vec = sharedVectorGroups(d, elem, swz, shape, groups);
  if (vec == 1)
    groups = scalarGroups(d);
  return costOf(warpAccesses(d, numWarps, groups, store), vec * bytes, bytes,
                swz, shape);
}

SharedAttr kiln::tile::chooseConversionScratch(RankedTensorType src,
                                               RankedTensorType dst,
                                               int64_t numWarps,
                                               SharedAttr fallback) {
  if (dst.getRank() != 2 || src.getRank() != 2 || !fallback)
    return fallback;
  int64_t bytes = storageBytes(dst.getElementType());
  auto s = getLayoutDesc(src, numWarps), d = getLayoutDesc(dst, numWarps);
  if (!bytes || failed(s) || failed(d))
    return fallback;
  ArrayRef<int64_t> shape = dst.getShape();
  int64_t rows = shape[0], inner = shape[1];
  // The model evaluates every element once per candidate: keep it cheap.
  if (!llvm::isPowerOf2_64(rows) || !llvm::isPowerOf2_64(inner) ||
      rows * inner > (int64_t(1) << 16))
    return fallback;
  Type elem = dst.getElementType();
  // Each side's accesses depend on the swizzle only through the vector
  // width it allows: collect them once per width.
  std::map<std::pair<bool, int64_t>, std::pair<int64_t, std::vector<WarpAccess>>>
      sides;
  auto side = [&](bool store, SharedAttr swz)
      -> std::pair<int64_t, std::vector<WarpAccess>> & {
    const LayoutDesc &l = store ? *s : *d;
    SmallVector<SmallVector<size_t>> groups;
    int64_t vec = sharedVectorGroups(l, elem, swz, shape, groups);
    auto key = std::make_pair(store, vec);
    auto it = sides.find(key);
    if (it != sides.end())
      return it->second;
    if (vec == 1)
      groups = scalarGroups(l);
    return sides[key] = {vec, warpAccesses(l, numWarps, groups, store)};
  };
  auto total = [&](SharedAttr swz) {
    auto &st = side(true, swz);
    SharedAccessCost a = costOf(st.second, st.first * bytes, bytes, swz, shape);
    auto &ld = side(false, swz);
    SharedAccessCost b = costOf(ld.second, ld.first * bytes, bytes, swz, shape);
    return std::make_pair(a.wavefronts + b.wavefronts,
                          a.instructions + b.instructions);
  };
  MLIRContext *ctx = dst.getContext();
  ArrayRef<unsigned> order = fallback.getOrder();
  auto best = total(fallback);
  SharedAttr chosen = fallback;
  // No swizzle does better than both sides conflict-free in their widest
  // vectors: most conversions have that already (rows of 16-byte vectors
  // on both sides) and need no search.
  auto bound = [&](bool store) {
    SmallVector<SmallVector<size_t>> groups;
    const LayoutDesc &l = store ? *s : *d;
    int64_t vec = vectorGroups(l, elem, groups);
    auto &acc = side(store, SharedAttr::get(ctx, vec, 1, 1, order));
    return int64_t(acc.second.size()) *
           std::max<int64_t>(1, 32 * acc.first * bytes / 128);
  };
  if (best.first <= bound(true) + bound(false))
    return fallback;
  for (int64_t vec = 1; vec * bytes <= 16 && vec <= inner; vec *= 2)
    for (int64_t maxPhase = 1; maxPhase <= inner / vec && maxPhase <= 32;
         maxPhase *= 2)
      for (int64_t perPhase = 1; perPhase < (maxPhase > 1 ? rows : 2);
           perPhase *= 2) {
        auto swz = SharedAttr::get(ctx, vec, perPhase, maxPhase, order);
        auto c = total(swz);
        if (c < best) {
          best = c;
          chosen = swz;
        }
      }
  return chosen;
}
