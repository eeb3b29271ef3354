#include <gtest/gtest.h>

#include "kiln/bundle.hpp"
#include "kiln/error.hpp"
#include "test_bundles.hpp"

namespace kiln {
namespace {

void expect_same(const Bundle& a, const Bundle& b) {
  ASSERT_EQ(a.kernels.size(), b.kernels.size());
  for (size_t i = 0; i < a.kernels.size(); ++i) {
    const KernelInfo &x = a.kernels[i], &y = b.kernels[i];
    EXPECT_EQ(x.name, y.name);
    EXPECT_EQ(x.signature, y.signature);
    EXPECT_EQ(x.threads, y.threads);
    EXPECT_EQ(x.max_threads, y.max_threads);
    EXPECT_EQ(x.shared, y.shared);
    EXPECT_EQ(x.cooperative, y.cooperative);
    EXPECT_EQ(x.cluster, y.cluster);
    EXPECT_EQ(x.tensor_maps, y.tensor_maps);
    EXPECT_EQ(x.persistent, y.persistent);
    EXPECT_EQ(x.persistent_workspace, y.persistent_workspace);
    EXPECT_EQ(x.packed, y.packed);
    EXPECT_EQ(x.split, y.split);
    EXPECT_EQ(x.packed_at_launch, y.packed_at_launch);
    ASSERT_EQ(x.tensor_map_sources.size(), y.tensor_map_sources.size());
    for (size_t j = 0; j < x.tensor_map_sources.size(); ++j) {
      const TensorMapSource &s = x.tensor_map_sources[j], &t = y.tensor_map_sources[j];
      EXPECT_EQ(s.param, t.param);
      EXPECT_EQ(s.arg, t.arg);
      EXPECT_EQ(s.element_bytes, t.element_bytes);
      EXPECT_EQ(s.rank, t.rank);
      EXPECT_EQ(s.box, t.box);
      EXPECT_EQ(s.swizzle, t.swizzle);
    }
    ASSERT_EQ(x.params.size(), y.params.size());
    for (size_t j = 0; j < x.params.size(); ++j) {
      EXPECT_EQ(x.params[j].kind, y.params[j].kind);
      EXPECT_EQ(x.params[j].size, y.params[j].size);
      EXPECT_EQ(x.params[j].align, y.params[j].align);
      EXPECT_EQ(x.params[j].type, y.params[j].type);
    }
  }
  ASSERT_EQ(a.constants.size(), b.constants.size());
  for (size_t i = 0; i < a.constants.size(); ++i) {
    EXPECT_EQ(a.constants[i].name, b.constants[i].name);
    EXPECT_EQ(a.constants[i].size, b.constants[i].size);
    EXPECT_EQ(a.constants[i].align, b.constants[i].align);
  }
  ASSERT_EQ(a.images.size(), b.images.size());
  for (size_t i = 0; i < a.images.size(); ++i) {
    EXPECT_EQ(a.images[i].arch, b.images[i].arch);
    EXPECT_EQ(a.images[i].ptx_version, b.images[i].ptx_version);
    EXPECT_EQ(a.images[i].ptx, b.images[i].ptx);
  }
}

TEST(BundleRoundTrip, WriteThenParseGivesTheSameBundle) {
  Bundle original = test::vadd_bundle();
  std::string text = write_bundle(original);
  Bundle parsed = parse_bundle(text);
  expect_same(original, parsed);
  EXPECT_EQ(write_bundle(parsed), text);  // and the text is stable
}

TEST(BundleRoundTrip, CooperativeKernels) {
  Bundle original = test::vadd_bundle();
  original.kernels[0].cooperative = true;
  std::string text = write_bundle(original);
  EXPECT_NE(text.find("  cooperative\nend\n"), std::string::npos) << text;
  Bundle parsed = parse_bundle(text);
  expect_same(original, parsed);
  EXPECT_TRUE(parsed.kernels[0].cooperative);
  // Bundles written before the key read as not cooperative.
  EXPECT_FALSE(parse_bundle(write_bundle(test::vadd_bundle())).kernels[0].cooperative);
  // The key takes no value.
  std::string bad = text;
  bad.replace(bad.find("  cooperative\n"), 14, "  cooperative 1\n");
  EXPECT_THROW(parse_bundle(bad), BundleError);
}

// Hopper kernels (issue 14): the cluster shape and which parameters are TMA descriptors.
TEST(BundleRoundTrip, ClusterShapeAndTensorMaps) {
  Bundle original = test::vadd_bundle();
  original.kernels[0].cluster = std::array<uint32_t, 3>{2, 1, 1};
  original.kernels[0].tensor_maps = {0, 2};
  std::string text = write_bundle(original);
  EXPECT_NE(text.find("  cluster 2 1 1\n  tensor-maps 0 2\nend\n"), std::string::npos) << text;
  Bundle parsed = parse_bundle(text);
  expect_same(original, parsed);
  // Bundles without the keys: no cluster, no descriptors.
  Bundle plain = parse_bundle(write_bundle(test::vadd_bundle()));
  EXPECT_FALSE(plain.kernels[0].cluster);
  EXPECT_TRUE(plain.kernels[0].tensor_maps.empty());
  // A zero cluster dimension, and a descriptor that is not a parameter, are refused.
  std::string bad = text;
  bad.replace(bad.find("  cluster 2 1 1\n"), 16, "  cluster 0 1 1\n");
  EXPECT_THROW(parse_bundle(bad), BundleError);
  Bundle wrong = test::vadd_bundle();
  wrong.kernels[0].tensor_maps = {99};
  EXPECT_THROW(write_bundle(wrong), BundleError);
}

// Tile kernels with TMA loads: the descriptors the runtime builds at launch, one per source.
TEST(BundleRoundTrip, TensorMapSources) {
  Bundle original = test::vadd_bundle();
  TensorMapSource a;
  a.param = 1, a.arg = 0, a.element_bytes = 2, a.rank = 2, a.box = {128, 64}, a.swizzle = 128;
  TensorMapSource b = a;
  b.param = 2, b.box = {64, 64};
  original.kernels[0].tensor_map_sources = {a, b};
  std::string text = write_bundle(original);
  EXPECT_NE(text.find("  tensor-map-sources 1=0:2:2:128x64:128 2=0:2:2:64x64:128\n"), std::string::npos) << text;
  expect_same(original, parse_bundle(text));
  EXPECT_TRUE(parse_bundle(write_bundle(test::vadd_bundle())).kernels[0].tensor_map_sources.empty());
  // A box with the wrong number of extents, a swizzle TMA has not, a parameter that is not one.
  for (auto [from, to] : {std::pair<const char*, const char*>{"128x64:128 2", "128:128 2"},
                          {"128x64:128 2", "128x64x2:128 2"},
                          {"128x64:128 2", "128x64:96 2"}}) {
    std::string bad = text;
    bad.replace(bad.find(from), std::string(from).size(), to);
    EXPECT_THROW(parse_bundle(bad), BundleError) << bad;
  }
  Bundle wrong = original;
  wrong.kernels[0].tensor_map_sources[0].param = 99;
  EXPECT_THROW(write_bundle(wrong), BundleError);
}

// Persistent tile kernels (kilnc -ftile-persistent): where the launch grid goes, programs per SM.
TEST(BundleRoundTrip, Persistent) {
  Bundle original = test::vadd_bundle();
  original.kernels[0].persistent = std::array<uint32_t, 2>{1, 1};
  std::string text = write_bundle(original);
  EXPECT_NE(text.find("  persistent 1 1\n"), std::string::npos) << text;
  expect_same(original, parse_bundle(text));
  EXPECT_FALSE(parse_bundle(write_bundle(test::vadd_bundle())).kernels[0].persistent);
  // No program per SM, a missing field.
  for (const char* bad_line : {"  persistent 1 0\n", "  persistent 1\n"}) {
    std::string bad = text;
    bad.replace(bad.find("  persistent 1 1\n"), std::string("  persistent 1 1\n").size(), bad_line);
    EXPECT_THROW(parse_bundle(bad), BundleError) << bad;
  }
  // Three grid parameters from the one named: past the kernel's parameters.
  Bundle wrong = original;
  (*wrong.kernels[0].persistent)[0] = uint32_t(wrong.kernels[0].params.size());
  EXPECT_THROW(write_bundle(wrong), BundleError);
}

// Packed tile kernels (kilnc -ftile-pack-programs): the program count parameter, programs per
// block.
TEST(BundleRoundTrip, Packed) {
  Bundle original = test::vadd_bundle();
  uint32_t last = uint32_t(original.kernels[0].params.size() - 1);
  original.kernels[0].packed = std::array<uint32_t, 2>{last, 4};
  std::string text = write_bundle(original);
  std::string line = "  packed " + std::to_string(last) + " 4\n";
  EXPECT_NE(text.find(line), std::string::npos) << text;
  expect_same(original, parse_bundle(text));
  EXPECT_FALSE(parse_bundle(write_bundle(test::vadd_bundle())).kernels[0].packed);
  EXPECT_EQ(caller_params(original.kernels[0]), original.kernels[0].params.size() - 1);
  // One program per block is no packing; a missing field.
  for (std::string bad_line : {"  packed " + std::to_string(last) + " 1\n", "  packed " + std::to_string(last) + "\n"}) {
    std::string bad = text;
    bad.replace(bad.find(line), line.size(), bad_line);
    EXPECT_THROW(parse_bundle(bad), BundleError) << bad;
  }
  // The count parameter past the kernel's parameters.
  Bundle wrong = original;
  (*wrong.kernels[0].packed)[0] = uint32_t(wrong.kernels[0].params.size());
  EXPECT_THROW(write_bundle(wrong), BundleError);
}

// Split reduction loops (tile-split-reduction-loop): the split count parameter (the workspace
// pointer after it), the slot bytes, the trips, the bytes per trip; the caller passes neither
// parameter.
TEST(BundleRoundTrip, Split) {
  Bundle original = test::vadd_bundle();
  uint32_t count = uint32_t(original.kernels[0].params.size() - 2);
  original.kernels[0].split = SplitLoop{count, 8192, 0, 4096, std::nullopt};
  std::string text = write_bundle(original);
  std::string line = "  split " + std::to_string(count) + " 8192 0 4096\n";
  EXPECT_NE(text.find(line), std::string::npos) << text;
  expect_same(original, parse_bundle(text));
  EXPECT_FALSE(parse_bundle(write_bundle(test::vadd_bundle())).kernels[0].split);
  EXPECT_EQ(caller_params(original.kernels[0]), original.kernels[0].params.size() - 2);
  // An empty slot; a missing field; a bound without its step; a zero step.
  std::string c = std::to_string(count);
  for (std::string bad_line : {"  split " + c + " 0 0 4096\n", "  split " + c + " 8192\n",
                               "  split " + c + " 8192 0 4096 1 0\n", "  split " + c + " 8192 0 4096 1 0 0\n"}) {
    std::string bad = text;
    bad.replace(bad.find(line), line.size(), bad_line);
    EXPECT_THROW(parse_bundle(bad), BundleError) << bad;
  }
  // Bundles from before: no trip bytes.
  std::string before = text;
  before.replace(before.find(line), line.size(), "  split " + c + " 8192 0\n");
  ASSERT_TRUE(parse_bundle(before).kernels[0].split);
  EXPECT_EQ(parse_bundle(before).kernels[0].split->trip_bytes, 0u);
  // The workspace pointer past the kernel's parameters.
  Bundle wrong = original;
  wrong.kernels[0].split->count_param = uint32_t(wrong.kernels[0].params.size() - 1);
  EXPECT_THROW(write_bundle(wrong), BundleError);
}

// A split loop bounded by a view's extent: the flattened i64 parameter, the loop's start and
// step, so the runtime knows the trips at launch.
TEST(BundleRoundTrip, SplitBound) {
  Bundle original = test::vadd_bundle();
  uint32_t count = uint32_t(original.kernels[0].params.size() - 2);
  original.kernels[0].split = SplitLoop{count, 8192, 0, 4096, SplitLoop::Bound{1, 0, 32}};
  std::string text = write_bundle(original);
  EXPECT_NE(text.find("  split " + std::to_string(count) + " 8192 0 4096 1 0 32\n"), std::string::npos) << text;
  expect_same(original, parse_bundle(text));
  // The bound past the kernel's parameters.
  Bundle wrong = original;
  wrong.kernels[0].split->bound->param = uint32_t(wrong.kernels[0].params.size());
  EXPECT_THROW(write_bundle(wrong), BundleError);
}

// A packed kernel that takes its programs per block from blockDim.x says so (`packed-at-launch`);
// a bundle without the line (written before) keeps its fixed count, and the line needs `packed`.
TEST(BundleRoundTrip, PackedAtLaunch) {
  Bundle original = test::vadd_bundle();
  uint32_t last = uint32_t(original.kernels[0].params.size() - 1);
  original.kernels[0].packed = std::array<uint32_t, 2>{last, 4};
  EXPECT_FALSE(parse_bundle(write_bundle(original)).kernels[0].packed_at_launch);
  original.kernels[0].packed_at_launch = true;
  std::string text = write_bundle(original);
  std::string line = "  packed " + std::to_string(last) + " 4\n  packed-at-launch\n";
  EXPECT_NE(text.find(line), std::string::npos) << text;
  expect_same(original, parse_bundle(text));
  std::string orphan = text;
  orphan.replace(orphan.find(line), line.size(), "  packed-at-launch\n");
  EXPECT_THROW(parse_bundle(orphan), BundleError) << orphan;
  std::string extra = text;
  extra.replace(extra.find(line), line.size(), "  packed " + std::to_string(last) + " 4\n  packed-at-launch 2\n");
  EXPECT_THROW(parse_bundle(extra), BundleError) << extra;
  Bundle wrong = original;
  wrong.kernels[0].packed.reset();
  EXPECT_THROW(write_bundle(wrong), BundleError);
}

// Stream-K (kilnc -ftile-stream-k): the workspace bytes per program, the `persistent` line's third
// field; its pointer parameter follows the three grid parameters.
TEST(BundleRoundTrip, PersistentWorkspace) {
  Bundle original = test::vadd_bundle();
  ASSERT_GE(original.kernels[0].params.size(), 4u);
  original.kernels[0].persistent = std::array<uint32_t, 2>{0, 1};
  original.kernels[0].persistent_workspace = 132096;
  std::string text = write_bundle(original);
  EXPECT_NE(text.find("  persistent 0 1 132096\n"), std::string::npos) << text;
  expect_same(original, parse_bundle(text));
  std::string bad = text;
  bad.replace(bad.find("  persistent 0 1 132096\n"), std::string("  persistent 0 1 132096\n").size(),
              "  persistent 0 1 132096 7\n");
  EXPECT_THROW(parse_bundle(bad), BundleError) << bad;
  // The workspace pointer must be a parameter too: grid at 1 of vadd's 4 leaves none for it.
  Bundle wrong = original;
  (*wrong.kernels[0].persistent)[0] = uint32_t(wrong.kernels[0].params.size()) - 3;
  EXPECT_THROW(write_bundle(wrong), BundleError);
}

TEST(BundleRoundTrip, ImageBytesAreKeptExactlyEvenWithBundleLikeLines) {
  Bundle b;
  std::string ptx = ".version 8.0\n.target sm_90\nkernel fake\nend\nimage sm_80 8.0 3\n\n\n";
  b.images.push_back({"sm_90", {8, 0}, ptx});
  b.images.push_back({"sm_80", {8, 0}, ".version 8.0\n"});
  Bundle parsed = parse_bundle(write_bundle(b));
  ASSERT_EQ(parsed.images.size(), 2u);
  EXPECT_EQ(parsed.images[0].ptx, ptx);
  EXPECT_TRUE(parsed.kernels.empty());
}

TEST(BundleRoundTrip, ParsesTheDocumentedExample) {
  std::string ptx = "//\n// Generated by Kiln\n.version 7.0\n.target sm_80\n";
  std::string text = "kiln-bundle 1\nkernel vadd\n  param 0 pointer 8 8 const_f32*\n  param 1 pointer 8 8 const_f32*\n"
                     "  param 2 pointer 8 8 f32*\n  param 3 value 8 8 i64\nend\nimage sm_80 7.0 " +
                     std::to_string(ptx.size()) + "\n" + ptx;
  Bundle b = parse_bundle(text);
  ASSERT_EQ(b.kernels.size(), 1u);
  EXPECT_EQ(b.kernels[0].params[3].kind, ParamKind::value);
  EXPECT_EQ(b.kernels[0].params[3].type, "i64");
  ASSERT_EQ(b.images.size(), 1u);
  EXPECT_EQ(b.images[0].ptx, ptx);  // no trailing newline needed at end of file
}

TEST(BundleRoundTrip, UnknownKeysAreIgnored) {
  std::string text = "kiln-bundle 1\nfuture-top-level thing\nkernel k\n  param 0 value 4 4 i32\n  cluster 2 1 1\nend\n";
  Bundle b = parse_bundle(text);
  ASSERT_EQ(b.kernels.size(), 1u);
  EXPECT_EQ(b.kernels[0].params.size(), 1u);
}

TEST(BundleRoundTrip, SignatureKeepsSpaces) {
  Bundle b = parse_bundle("kiln-bundle 1\nkernel _Z1fPKfi\n  signature void f(float const*, int)\nend\n");
  EXPECT_EQ(b.kernels[0].signature, "void f(float const*, int)");
}

TEST(BundleRoundTrip, LooksLikeBundle) {
  EXPECT_TRUE(looks_like_bundle("kiln-bundle 1\n"));
  EXPECT_FALSE(looks_like_bundle(".version 8.0\n"));
  EXPECT_FALSE(looks_like_bundle("\x7f" "ELF"));
}

TEST(BundleWrite, RefusesWhatCannotBeReadBack) {
  Bundle b = test::vadd_bundle();
  b.kernels[0].name = "two words";
  EXPECT_THROW(write_bundle(b), BundleError);
  b = test::vadd_bundle();
  b.kernels[0].params[0].kind = ParamKind::unknown;
  EXPECT_THROW(write_bundle(b), BundleError);
  b = test::vadd_bundle();
  b.kernels[0].params[0].type = "const float*";
  EXPECT_THROW(write_bundle(b), BundleError);
  b = test::vadd_bundle();
  b.images[0].ptx_version = {7, 8};  // the PTX says 8.0
  EXPECT_THROW(write_bundle(b), BundleError);
  b = test::vadd_bundle();
  b.images[0].arch = "compute_80";
  EXPECT_THROW(write_bundle(b), BundleError);
}

}  // namespace
}  // namespace kiln
