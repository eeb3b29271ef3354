#include <gtest/gtest.h>

#include "kiln/bundle.hpp"
#include "kiln/error.hpp"
#include "kiln/error.hpp"

namespace kiln {
namespace {

Bundle with_images(std::initializer_list<std::pair<const char*, PtxVersion>> images) {
  Bundle b;
  for (auto& [arch, version] : images) b.images.push_back({arch, version, ""});
  return b;
}

constexpr int kCuda130 = 13000;
constexpr PtxVersion kPtx90{9, 0};

TEST(ImageChoice, ExactPlainMatch) {
  Bundle b = with_images({{"sm_80", {7, 0}}, {"sm_90", {7, 8}}, {"sm_100", {8, 6}}});
  EXPECT_EQ(choose_image(b, {9, 0}, kPtx90, kCuda130).arch, "sm_90");
}

TEST(ImageChoice, ArchSpecificPreferredOnItsOwnArch) {
  Bundle b = with_images({{"sm_90", {7, 8}}, {"sm_90a", {8, 0}}});
  EXPECT_EQ(choose_image(b, {9, 0}, kPtx90, kCuda130).arch, "sm_90a");
}

TEST(ImageChoice, ArchSpecificNeverUsedElsewhere) {
  Bundle b = with_images({{"sm_80", {7, 0}}, {"sm_90a", {8, 0}}});
  EXPECT_EQ(choose_image(b, {10, 0}, kPtx90, kCuda130).arch, "sm_80");
  EXPECT_EQ(choose_image(b, {8, 9}, kPtx90, kCuda130).arch, "sm_80");
}

TEST(ImageChoice, HighestOlderPlainImageWhenNoExactMatch) {
  Bundle b = with_images({{"sm_80", {7, 0}}, {"sm_86", {7, 1}}, {"sm_90", {7, 8}}});
  EXPECT_EQ(choose_image(b, {8, 9}, kPtx90, kCuda130).arch, "sm_86");
  EXPECT_EQ(choose_image(b, {12, 0}, kPtx90, kCuda130).arch, "sm_90");
}

TEST(ImageChoice, PlainPreferredWhenArchSpecificNeedsNewerDriver) {
  Bundle b = with_images({{"sm_90", {7, 8}}, {"sm_90a", {8, 7}}});
  // CUDA 12.4 accepts PTX 8.4: the sm_90a image (8.7) cannot load, the sm_90 one can.
  EXPECT_EQ(choose_image(b, {9, 0}, {8, 4}, 12040).arch, "sm_90");
}

TEST(ImageChoice, FallsBackToOlderArchWhoseImageTheDriverLoads) {
  Bundle b = with_images({{"sm_80", {7, 0}}, {"sm_90", {9, 0}}});
  EXPECT_EQ(choose_image(b, {9, 0}, {8, 4}, 12040).arch, "sm_80");
}

TEST(ImageChoice, AllCandidatesTooNewNamesTheDriverNeeded) {
  Bundle b = with_images({{"sm_90", {9, 0}}});
  try {
    choose_image(b, {9, 0}, {8, 4}, 12040);
    FAIL();
  } catch (const PtxVersionError& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("PTX ISA 9.0"), std::string::npos) << what;
    EXPECT_NE(what.find("CUDA 13.0"), std::string::npos) << what;
    EXPECT_NE(what.find("--cuda-driver=12.4"), std::string::npos) << what;
  }
}

TEST(ImageChoice, NoImageForDevice) {
  Bundle b = with_images({{"sm_100", {8, 6}}, {"sm_90a", {8, 0}}});
  try {
    choose_image(b, {8, 0}, kPtx90, kCuda130);
    FAIL();
  } catch (const Error& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("sm_80"), std::string::npos) << what;
    EXPECT_NE(what.find("sm_100, sm_90a"), std::string::npos) << what;
    EXPECT_NE(what.find("--arch=sm_80"), std::string::npos) << what;
  }
  EXPECT_THROW(choose_image(Bundle{}, {9, 0}, kPtx90, kCuda130), Error);
}

TEST(ArchNames, Parse) {
  auto a = parse_arch("sm_90a");
  ASSERT_TRUE(a);
  EXPECT_EQ(a->major, 9);
  EXPECT_EQ(a->minor, 0);
  EXPECT_TRUE(a->arch_specific);
  auto b = parse_arch("sm_120");
  ASSERT_TRUE(b);
  EXPECT_EQ(b->major, 12);
  EXPECT_EQ(b->minor, 0);
  EXPECT_FALSE(parse_arch("sm_9"));
  EXPECT_FALSE(parse_arch("compute_90"));
  EXPECT_FALSE(parse_arch("sm_9x"));
}

}  // namespace
}  // namespace kiln
