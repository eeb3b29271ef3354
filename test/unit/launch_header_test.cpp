#include <gtest/gtest.h>

#include "kiln/launch_header.hpp"
#include "test_bundles.hpp"

namespace kiln {
namespace {

TEST(LaunchHeader, TypeSpellings) {
  EXPECT_EQ(host_type_for_spelling("f32*"), "kiln::DevicePtr<float>");
  EXPECT_EQ(host_type_for_spelling("const_f32*"), "kiln::DevicePtr<const float>");
  EXPECT_EQ(host_type_for_spelling("i32"), "int32_t");
  EXPECT_EQ(host_type_for_spelling("u64"), "uint64_t");
  EXPECT_EQ(host_type_for_spelling("bf16"), "kiln::bfloat16");
  EXPECT_EQ(host_type_for_spelling("const_u8*"), "kiln::DevicePtr<const uint8_t>");
  EXPECT_EQ(host_type_for_spelling("struct.Params"), "Params");
  EXPECT_EQ(host_type_for_spelling("struct.ns::Params*"), "kiln::DevicePtr<ns::Params>");
  EXPECT_EQ(host_type_for_spelling("void*"), "kiln::DevicePtr<void>");
  EXPECT_EQ(host_type_for_spelling("tensor.f32.2"), "");
  EXPECT_EQ(host_type_for_spelling("f32**"), "");
}

TEST(LaunchHeader, OneTypedLauncherPerKernel) {
  std::string header = emit_launch_header(test::vadd_bundle(), "my-kernels");
  EXPECT_NE(header.find("namespace my_kernels {"), std::string::npos);
  EXPECT_NE(header.find("void vadd(const kiln::LaunchConfig& config, kiln::DevicePtr<const float> a0, "
                        "kiln::DevicePtr<const float> a1, kiln::DevicePtr<float> a2, kiln::Value<int64_t> a3) const"),
            std::string::npos)
      << header;
  // C++ kernels are named after their demangled signature.
  EXPECT_NE(header.find("void tile_float_(const kiln::LaunchConfig& config, kiln::DevicePtr<float> a0) const"),
            std::string::npos)
      << header;
  EXPECT_NE(header.find("module_.kernel(\"_Z4tileIfEvPf\")"), std::string::npos);
  EXPECT_NE(header.find("0x6b, 0x69, 0x6c, 0x6e,"), std::string::npos);  // "kiln" of the embedded bundle
}

TEST(LaunchHeader, CooperativeKernelsLaunchCooperatively) {
  Bundle b = test::vadd_bundle();
  b.kernels[0].cooperative = true;
  std::string header = emit_launch_header(b, "grid");
  EXPECT_NE(header.find("vadd_kernel_.launch_cooperative(config"), std::string::npos) << header;
  EXPECT_NE(emit_launch_header(test::vadd_bundle(), "plain").find("vadd_kernel_.launch(config"), std::string::npos);
}

TEST(LaunchHeader, UnknownSpellingsBecomeSizeCheckedTemplates) {
  Bundle b;
  KernelInfo k;
  k.name = "t";
  k.params = {{ParamKind::value, 48, 8, "tensor.f32.2"}};
  b.kernels.push_back(k);
  std::string header = emit_launch_header(b, "x");
  EXPECT_NE(header.find("template <class A0>"), std::string::npos) << header;
  EXPECT_NE(header.find("sizeof(A0) == 48"), std::string::npos) << header;
}

}  // namespace
}  // namespace kiln
