#include <gtest/gtest.h>

#include "kiln/bundle.hpp"
#include "kiln/ptx_info.hpp"
#include "test_bundles.hpp"

namespace kiln {
namespace {

TEST(PtxScan, EntriesAndParamSizes) {
  std::string ptx = test::tiny_ptx() +
                    "\n.visible .entry reduce_sum(.param .u64 a, .param .f32 b, .param .u32 c, .param .align 8 .b8 s[24])\n"
                    "{ ret; }\n.func helper(.param .u32 x) { ret; }\n"
                    "// .entry commented_out(\n"
                    ".entry noparams()\n{ ret; }\n";
  auto entries = scan_ptx_entries(ptx);
  ASSERT_EQ(entries.size(), 3u);
  EXPECT_EQ(entries[0].name, "vadd");
  ASSERT_EQ(entries[0].params.size(), 4u);
  EXPECT_EQ(entries[0].params[1].size, 8u);
  EXPECT_EQ(entries[0].params[1].align, 8u);  // `.align 4` after .ptr describes the pointee
  EXPECT_EQ(entries[0].params[1].kind, ParamKind::unknown);
  EXPECT_EQ(entries[1].name, "reduce_sum");
  ASSERT_EQ(entries[1].params.size(), 4u);
  EXPECT_EQ(entries[1].params[1].size, 4u);
  EXPECT_EQ(entries[1].params[2].size, 4u);
  EXPECT_EQ(entries[1].params[3].size, 24u);
  EXPECT_EQ(entries[1].params[3].align, 8u);
  EXPECT_EQ(entries[2].name, "noparams");
  EXPECT_TRUE(entries[2].params.empty());
}

TEST(PtxScan, GridWorkspaceReaders) {
  // nvcc's and kilnc's grid barriers read the cooperative launch's workspace from %envreg1/2.
  std::string ptx = test::tiny_ptx() +
                    "\n.visible .entry grid_sum(.param .u64 a)\n{\n.reg .b32 %r<3>;\n"
                    "mov.u32 %r1, %envreg1;\nmov.u32 %r2, %envreg2;\nret;\n}\n"
                    ".func helper() { ret; }\n"
                    ".visible .entry plain(.param .u64 a)\n{\n// %envreg1 in a comment\nret;\n}\n";
  auto entries = scan_ptx_entries(ptx);
  ASSERT_EQ(entries.size(), 3u);
  EXPECT_FALSE(entries[0].reads_grid_workspace);  // vadd
  EXPECT_EQ(entries[1].name, "grid_sum");
  EXPECT_TRUE(entries[1].reads_grid_workspace);
  EXPECT_EQ(entries[2].name, "plain");
  EXPECT_FALSE(entries[2].reads_grid_workspace);
}

TEST(PtxScan, MalformedNumbersDoNotThrow) {
  // kiln_fuzz_bundle (2026-12-05): `.align` without a number threw std::invalid_argument out of
  // std::stoul. Malformed declarations scan as size 0 (the driver reports the PTX on load).
  std::string ptx = ".entry k(.param .align .b8 a[8], .param .u32 b[], .param .u32 c[99999999999],\n"
                    ".param .align -4 .u64 d, .param .u32 e[4294967295], .param .align 8 .b8 f[16])\n{ ret; }\n";
  std::vector<PtxEntry> entries;
  ASSERT_NO_THROW(entries = scan_ptx_entries(ptx));
  ASSERT_EQ(entries.size(), 1u);
  ASSERT_EQ(entries[0].params.size(), 6u);
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(entries[0].params[i].size, 0u) << "parameter " << i;
    EXPECT_EQ(entries[0].params[i].type, "ptx(malformed)") << "parameter " << i;
  }
  EXPECT_EQ(entries[0].params[5].size, 16u);
  EXPECT_EQ(entries[0].params[5].align, 8u);
}

TEST(PtxScan, Target) {
  EXPECT_EQ(read_ptx_target(test::tiny_ptx("8.0", "sm_90a")), "sm_90a");
  EXPECT_FALSE(read_ptx_target(".version 8.0\n"));
}

}  // namespace
}  // namespace kiln
