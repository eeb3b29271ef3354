#include <gtest/gtest.h>

#include "kiln/bundle.hpp"
#include "kiln/error.hpp"

namespace kiln {
namespace {

// Parses `text`, expecting a BundleError whose message contains every fragment.
void expect_error(const std::string& text, std::initializer_list<std::string> fragments) {
  try {
    parse_bundle(text);
    FAIL() << "parsed without error:\n" << text;
  } catch (const BundleError& e) {
    std::string what = e.what();
    for (const std::string& f : fragments) EXPECT_NE(what.find(f), std::string::npos) << what << "\n lacks: " << f;
  }
}

TEST(BundleMalformed, EmptyInput) { expect_error("", {"empty input"}); }
TEST(BundleMalformed, NotABundle) { expect_error(".version 8.0\n", {"not a Kiln bundle", "line 1"}); }
TEST(BundleMalformed, FutureVersion) { expect_error("kiln-bundle 2\n", {"unsupported bundle version '2'"}); }
TEST(BundleMalformed, KernelWithoutEnd) { expect_error("kiln-bundle 1\nkernel k\n  param 0 value 4 4 i32\n", {"no 'end'"}); }
TEST(BundleMalformed, KernelRunsIntoImage) {
  expect_error("kiln-bundle 1\nkernel k\nimage sm_80 8.0 0\n\n", {"no 'end' line before 'image'", "line 3"});
}
TEST(BundleMalformed, ParamOutOfOrder) {
  expect_error("kiln-bundle 1\nkernel k\n  param 1 value 4 4 i32\nend\n", {"out of order", "line 3"});
}
TEST(BundleMalformed, BadKind) { expect_error("kiln-bundle 1\nkernel k\n  param 0 ref 8 8 x\nend\n", {"'pointer' or 'value'"}); }
TEST(BundleMalformed, BadNumber) { expect_error("kiln-bundle 1\nkernel k\n  param 0 value -4 4 i32\nend\n", {"non-negative integer"}); }
TEST(BundleMalformed, ZeroSize) { expect_error("kiln-bundle 1\nkernel k\n  param 0 value 0 4 i32\nend\n", {"size 0"}); }
TEST(BundleMalformed, BadAlignment) { expect_error("kiln-bundle 1\nkernel k\n  param 0 value 4 3 i32\nend\n", {"power of two"}); }
TEST(BundleMalformed, PointerOfWrongSize) {
  expect_error("kiln-bundle 1\nkernel k\n  param 0 pointer 4 4 f32*\nend\n", {"pointer parameter has size 8"});
}
TEST(BundleMalformed, MissingParamFields) { expect_error("kiln-bundle 1\nkernel k\n  param 0 value 4\nend\n", {"param <index>"}); }
TEST(BundleMalformed, DuplicateKernel) { expect_error("kiln-bundle 1\nkernel k\nend\nkernel k\nend\n", {"declared twice"}); }
TEST(BundleMalformed, DuplicateConstant) {
  expect_error("kiln-bundle 1\nconstant c 4 4\nconstant c 4 4\n", {"constant 'c' is declared twice"});
}
TEST(BundleMalformed, UnknownArch) { expect_error("kiln-bundle 1\nimage compute_90 8.0 0\n\n", {"unknown arch"}); }
TEST(BundleMalformed, BadPtxVersion) { expect_error("kiln-bundle 1\nimage sm_90 8 0\n\n", {"major.minor"}); }
TEST(BundleMalformed, TruncatedImage) {
  expect_error("kiln-bundle 1\nimage sm_90 8.0 500\n.version 8.0\n", {"truncated", "declares 500 bytes"});
}
TEST(BundleMalformed, WrongByteCount) {
  // 5 bytes declared but the PTX line is longer: the byte after the image is not a newline.
  expect_error("kiln-bundle 1\nimage sm_90 8.0 5\n.version 8.0\n", {"not followed by a newline"});
}
TEST(BundleMalformed, VersionDisagreesWithPtx) {
  std::string ptx = ".version 8.4\n";
  expect_error("kiln-bundle 1\nimage sm_90 8.0 " + std::to_string(ptx.size()) + "\n" + ptx + "\n",
               {"labelled PTX 8.0", ".version 8.4"});
}
TEST(BundleMalformed, DuplicateImage) {
  expect_error("kiln-bundle 1\nimage sm_90 8.0 0\n\nimage sm_90 8.0 0\n\n", {"two images for sm_90"});
}

}  // namespace
}  // namespace kiln
