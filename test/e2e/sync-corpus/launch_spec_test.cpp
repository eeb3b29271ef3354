// The LAUNCH-header parser and the buffer comparison of kiln_corpus_run: a comparison that let
// differences through would make the kilnc-vs-nvcc step pass vacuously.
#include "launch_spec.hpp"

#include <gtest/gtest.h>

#include <cstring>

using namespace kiln::corpus;

namespace {
Arg buffer(Elem e, size_t n, Init::Kind kind = Init::zero, double a = 0, double b = 0, bool ranged = false) {
  Arg arg;
  arg.name = "x";
  arg.elem = e;
  arg.buffer = true;
  arg.count = n;
  arg.init.kind = kind;
  arg.init.a = a;
  arg.init.b = b;
  arg.init.ranged = ranged;
  return arg;
}
template <class T>
T at(const std::vector<unsigned char>& bytes, size_t i) {
  T t;
  std::memcpy(&t, bytes.data() + i * sizeof(T), sizeof(T));
  return t;
}
}  // namespace

TEST(CorpusLaunchSpec, ParsesEveryField) {
  auto launches = parse_launches(
      "x\n// LAUNCH: kernel=k grid=4,2 block=16,8 smem=64 tol=0.5 constant=c:f32[3]:const(2) "
      "args=a:f32[2*8]:rand(-2,2) n:i32=-7\n// LAUNCH: grid=1 block=32 args=\n",
      "stem", "f.cu");
  ASSERT_EQ(launches.size(), 2u);
  const Launch& l = launches[0];
  EXPECT_EQ(l.line, 2);
  EXPECT_EQ(l.kernel, "k");
  EXPECT_EQ(l.grid[0], 4u);
  EXPECT_EQ(l.grid[1], 2u);
  EXPECT_EQ(l.grid[2], 1u);
  EXPECT_EQ(l.block[1], 8u);
  EXPECT_EQ(l.smem, 64u);
  EXPECT_DOUBLE_EQ(l.tol, 0.5);
  ASSERT_EQ(l.constants.size(), 1u);
  EXPECT_EQ(l.constants[0].count, 3u);
  ASSERT_EQ(l.args.size(), 2u);
  EXPECT_TRUE(l.args[0].buffer);
  EXPECT_EQ(l.args[0].count, 16u);
  EXPECT_FALSE(l.args[1].buffer);
  EXPECT_DOUBLE_EQ(l.args[1].value, -7);
  EXPECT_EQ(launches[1].kernel, "stem");
  EXPECT_TRUE(launches[1].args.empty());
}

TEST(CorpusLaunchSpec, RefusesMalformedLines) {
  EXPECT_THROW(parse_launches("// LAUNCH: grid=1 args=x:f32[4]:zero", "s", "f.cu"), SpecError);
  EXPECT_THROW(parse_launches("// LAUNCH: grid=1 block=32", "s", "f.cu"), SpecError);
  EXPECT_THROW(parse_launches("// LAUNCH: grid=1 block=32 args=x:f32[4]", "s", "f.cu"), SpecError);
  EXPECT_THROW(parse_launches("// LAUNCH: grid=1 block=32 args=x:f32[0]:zero", "s", "f.cu"), SpecError);
  EXPECT_THROW(parse_launches("// LAUNCH: grid=1 block=32 args=x:f32[4]:rand(3,1)", "s", "f.cu"), SpecError);
  EXPECT_THROW(parse_launches("// LAUNCH: grid=0 block=32 args=", "s", "f.cu"), SpecError);
  EXPECT_THROW(parse_launches("// LAUNCH: grid=1 block=32 constant=c:f32=1 args=", "s", "f.cu"), SpecError);
}

TEST(CorpusLaunchSpec, ContentsAreDeterministicAndInRange) {
  Arg ints = buffer(Elem::i32, 1000, Init::rand, -5, 5, true);
  auto a = initial_contents(ints, seed_for("k", 0, "x"));
  EXPECT_EQ(a, initial_contents(ints, seed_for("k", 0, "x")));
  EXPECT_NE(a, initial_contents(ints, seed_for("k", 1, "x")));
  bool saw_low = false, saw_high = false;
  for (size_t i = 0; i < 1000; ++i) {
    int v = at<int>(a, i);
    EXPECT_GE(v, -5);
    EXPECT_LT(v, 5);
    saw_low |= v == -5;
    saw_high |= v == 4;
  }
  EXPECT_TRUE(saw_low && saw_high);

  auto f = initial_contents(buffer(Elem::f32, 1000, Init::rand), 1);
  for (size_t i = 0; i < 1000; ++i) {
    EXPECT_GE(at<float>(f, i), -1.0f);
    EXPECT_LT(at<float>(f, i), 1.0f);
  }
  auto io = initial_contents(buffer(Elem::u32, 4, Init::iota, 5, 3), 1);
  EXPECT_EQ(at<unsigned>(io, 3), 14u);
  auto dd = initial_contents(buffer(Elem::f32, 2 * 16, Init::ddom, 4), 1);
  for (size_t i = 0; i < 32; ++i) {
    bool diagonal = (i / 4) % 4 == i % 4;
    EXPECT_EQ(at<float>(dd, i) > 2.0f, diagonal) << i;
  }
  auto u8 = initial_contents(buffer(Elem::u8, 500, Init::rand, 0, 256, true), 3);
  bool big = false;
  for (unsigned char c : u8) big |= c >= 200;
  EXPECT_TRUE(big);
}

TEST(CorpusLaunchSpec, ComparisonSeesDifferences) {
  Arg f = buffer(Elem::f32, 3);
  auto want = initial_contents(buffer(Elem::f32, 3, Init::constant, 100), 0);
  auto close = initial_contents(buffer(Elem::f32, 3, Init::constant, 100.001), 0);
  auto far = want;
  float v = 100.5f;
  std::memcpy(far.data() + 8, &v, 4);
  EXPECT_EQ(compare_contents(f, want, want, 1e-4), "");
  EXPECT_EQ(compare_contents(f, close, want, 1e-4), "");
  EXPECT_EQ(compare_contents(f, far, want, 1e-4), "x[2]: kilnc 100.5, nvcc 100");
  // Atomic slot order: the same values in another order agree only as a multiset.
  std::vector<unsigned char> permuted(far.size());
  for (size_t i = 0; i < f.count; ++i)
    std::memcpy(&permuted[i * 4], &far[(f.count - 1 - i) * 4], 4);
  EXPECT_NE(compare_contents(f, permuted, far, 0), "");
  EXPECT_EQ(compare_contents(f, permuted, far, 0, /*unordered=*/true), "");
  EXPECT_EQ(compare_contents(f, far, want, 1e-4, true), "x (sorted)[2]: kilnc 100.5, nvcc 100");
  Arg i = buffer(Elem::i32, 2);
  auto a = initial_contents(buffer(Elem::i32, 2, Init::iota, 0, 1), 0);
  auto b = initial_contents(buffer(Elem::i32, 2, Init::iota, 0, 2), 0);
  EXPECT_EQ(compare_contents(i, a, a, 1), "");
  EXPECT_EQ(compare_contents(i, b, a, 1), "x[1]: kilnc 2, nvcc 1");
}
