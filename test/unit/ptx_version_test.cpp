#include <gtest/gtest.h>

#include "kiln/error.hpp"
#include "kiln/ptx_info.hpp"
#include "test_bundles.hpp"

namespace kiln {
namespace {

TEST(PtxVersion, ReadsVersionDirectiveSkippingComments) {
  auto v = read_ptx_version("// .version 1.0 in a comment\n/* .version 2.0 */\n.version 8.4\n.target sm_90\n");
  ASSERT_TRUE(v);
  EXPECT_EQ(*v, (PtxVersion{8, 4}));
  EXPECT_EQ(read_ptx_version(test::tiny_ptx("99.0")), (PtxVersion{99, 0}));
  EXPECT_FALSE(read_ptx_version(".target sm_90\n"));
}

TEST(PtxVersion, ParsesStrings) {
  EXPECT_EQ(parse_ptx_version_string("7.8"), (PtxVersion{7, 8}));
  EXPECT_EQ(parse_ptx_version_string("10.12"), (PtxVersion{10, 12}));
  EXPECT_FALSE(parse_ptx_version_string("8"));
  EXPECT_FALSE(parse_ptx_version_string("8."));
  EXPECT_FALSE(parse_ptx_version_string(".8"));
  EXPECT_FALSE(parse_ptx_version_string("8.0a"));
  EXPECT_EQ((PtxVersion{8, 0}).str(), "8.0");
}

TEST(PtxVersion, Ordering) {
  EXPECT_LT((PtxVersion{7, 8}), (PtxVersion{8, 0}));
  EXPECT_LT((PtxVersion{8, 4}), (PtxVersion{8, 5}));
  EXPECT_LE((PtxVersion{9, 0}), (PtxVersion{9, 0}));
}

TEST(DriverTable, MaxPtxPerDriver) {
  struct Row { int driver; PtxVersion ptx; };
  Row rows[] = {{11080, {7, 8}}, {12000, {8, 0}}, {12010, {8, 1}}, {12020, {8, 2}}, {12030, {8, 3}},
                {12040, {8, 4}}, {12050, {8, 5}}, {12060, {8, 5}}, {12080, {8, 7}}, {12090, {8, 8}},
                {13000, {9, 0}}, {11000, {7, 0}}, {12070, {8, 5}}};
  for (const Row& r : rows) EXPECT_EQ(max_ptx_for_driver(r.driver), r.ptx) << r.driver;
  EXPECT_EQ(max_ptx_for_driver(13010), (PtxVersion{9, 1}));  // 13.x ships 9.x
}

TEST(DriverTable, MinDriverForPtx) {
  EXPECT_EQ(min_driver_for_ptx({8, 0}), 12000);
  EXPECT_EQ(min_driver_for_ptx({8, 5}), 12050);
  EXPECT_EQ(min_driver_for_ptx({8, 6}), 12080);
  EXPECT_EQ(min_driver_for_ptx({9, 0}), 13000);
  EXPECT_EQ(min_driver_for_ptx({7, 8}), 11080);
  EXPECT_FALSE(min_driver_for_ptx({99, 0}));
  EXPECT_EQ(driver_version_string(12040), "12.4");
  EXPECT_EQ(driver_version_string(13000), "13.0");
}

TEST(DriverTable, LoadablePtxPasses) {
  EXPECT_NO_THROW(check_ptx_loadable({9, 0}, 13000, "x.ptx"));
  EXPECT_NO_THROW(check_ptx_loadable({8, 4}, 12040, "x.ptx"));
}

TEST(DriverTable, TooNewPtxNamesDriverAndFlags) {
  try {
    check_ptx_loadable({8, 7}, 12040, "vadd.ptx");
    FAIL();
  } catch (const PtxVersionError& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("vadd.ptx uses PTX ISA 8.7"), std::string::npos) << what;
    EXPECT_NE(what.find("(CUDA 12.4) accepts PTX up to 8.4"), std::string::npos) << what;
    EXPECT_NE(what.find("driver for CUDA 12.8 or newer"), std::string::npos) << what;
    EXPECT_NE(what.find("kilnc --cuda-driver=12.4"), std::string::npos) << what;
    EXPECT_NE(what.find("--max-ptx=8.4"), std::string::npos) << what;
  }
}

TEST(DriverTable, UnknownFuturePtx) {
  try {
    check_ptx_loadable({99, 0}, 13000, "k.ptx");
    FAIL();
  } catch (const PtxVersionError& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("No CUDA driver Kiln knows of"), std::string::npos) << what;
    EXPECT_NE(what.find("--cuda-driver=13.0"), std::string::npos) << what;
  }
}

}  // namespace
}  // namespace kiln
