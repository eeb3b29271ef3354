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

// A tile kernel: the flattened launcher and one in its own terms (grid, TensorViews, scalars)
// that goes through kiln::launch_tile.
KernelInfo tile_kernel(const std::string& signature) {
  KernelInfo k;
  k.name = "rowscale";
  k.signature = signature;
  k.params.push_back({ParamKind::pointer, 8, 8, "bf16*"});
  for (int i = 0; i < 4; ++i) k.params.push_back({ParamKind::value, 8, 8, "i64"});
  k.params.push_back({ParamKind::pointer, 8, 8, "f32*"});
  for (int i = 0; i < 2; ++i) k.params.push_back({ParamKind::value, 8, 8, "i64"});
  k.params.push_back({ParamKind::value, 4, 4, "f32"});
  k.threads = std::array<uint32_t, 3>{256, 1, 1};
  return k;
}

TEST(LaunchHeader, TileKernelsGetATensorLauncher) {
  Bundle b;
  b.kernels.push_back(tile_kernel("rowscale(tensor<const __bf16, 2>, kiln::tile::tensor<float, 1>, float)"));
  std::string header = emit_launch_header(b, "tiles");
  EXPECT_NE(header.find("#include <kiln/tensor_view.hpp>"), std::string::npos) << header;
  EXPECT_NE(header.find("void rowscale(const kiln::LaunchConfig& config, kiln::DevicePtr<kiln::bfloat16> a0"),
            std::string::npos)
      << header;
  EXPECT_NE(header.find("void rowscale(kiln::Dim3 grid, const kiln::TensorView<kiln::bfloat16, 2>& t0, "
                        "const kiln::TensorView<float, 1>& t1, float t2, CUstream stream = nullptr) const {"),
            std::string::npos)
      << header;
  EXPECT_NE(header.find("args.add(t0).add(t1).add(t2);"), std::string::npos) << header;
  EXPECT_NE(header.find("kiln::launch_tile(rowscale_kernel_, grid, args, stream);"), std::string::npos) << header;
}

// A packed tile kernel's last parameter is the program count: the tensor launcher leaves it to
// kiln::launch_tile; the flattened launcher takes it and says what a raw launch must do.
TEST(LaunchHeader, PackedTileKernels) {
  Bundle b;
  KernelInfo k = tile_kernel("rowscale(tensor<const __bf16, 2>, kiln::tile::tensor<float, 1>, float)");
  k.params.push_back({ParamKind::value, 4, 4, "i32"});
  k.packed = std::array<uint32_t, 2>{uint32_t(k.params.size() - 1), 4};
  b.kernels.push_back(k);
  std::string header = emit_launch_header(b, "tiles");
  EXPECT_NE(header.find("void rowscale(kiln::Dim3 grid, const kiln::TensorView<kiln::bfloat16, 2>& t0, "
                        "const kiln::TensorView<float, 1>& t1, float t2, CUstream stream = nullptr) const {"),
            std::string::npos)
      << header;
  EXPECT_NE(header.find("// Packed, 4 programs per block: launch ceil(programs / 4) blocks and pass the number "
                        "of programs along x as a9."),
            std::string::npos)
      << header;
  EXPECT_NE(header.find("kiln::Value<float> a8, kiln::Value<int32_t> a9) const {"), std::string::npos) << header;
}

// A split tile kernel's last two parameters are S and the workspace: the tensor launcher leaves
// them to kiln::launch_tile; the flattened launcher takes them and says what a raw launch must do.
TEST(LaunchHeader, SplitTileKernels) {
  Bundle b;
  KernelInfo k = tile_kernel("rowscale(tensor<const __bf16, 2>, kiln::tile::tensor<float, 1>, float)");
  k.params.push_back({ParamKind::value, 4, 4, "i32"});
  k.params.push_back({ParamKind::pointer, 8, 8, "i8*"});
  k.split = SplitLoop{uint32_t(k.params.size() - 2), 8192, 0, 4096, std::nullopt};
  b.kernels.push_back(k);
  std::string header = emit_launch_header(b, "tiles");
  EXPECT_NE(header.find("void rowscale(kiln::Dim3 grid, const kiln::TensorView<kiln::bfloat16, 2>& t0, "
                        "const kiln::TensorView<float, 1>& t1, float t2, CUstream stream = nullptr) const {"),
            std::string::npos)
      << header;
  EXPECT_NE(header.find("// Split reduction loop: pass the split count S as a9 and a workspace as a10"),
            std::string::npos)
      << header;
}

// A kernel that takes its programs per block at launch (`packed-at-launch`): the flattened
// launcher's comment tells a raw launch to choose P and size the block by it.
TEST(LaunchHeader, PackedAtLaunchTileKernels) {
  Bundle b;
  KernelInfo k = tile_kernel("rowscale(tensor<const __bf16, 2>, kiln::tile::tensor<float, 1>, float)");
  k.params.push_back({ParamKind::value, 4, 4, "i32"});
  k.packed = std::array<uint32_t, 2>{uint32_t(k.params.size() - 1), 4};
  k.packed_at_launch = true;
  k.threads = std::array<uint32_t, 3>{128, 1, 1};
  b.kernels.push_back(k);
  std::string header = emit_launch_header(b, "tiles");
  EXPECT_NE(header.find("// Packed, 1 to 4 programs per block: pick P (kiln::choose_programs_per_block), launch "
                        "ceil(programs / P) blocks of P x 32 threads and pass the number of programs along x as a9."),
            std::string::npos)
      << header;
  EXPECT_NE(header.find("kiln::launch_tile(rowscale_kernel_, grid, args, stream);"), std::string::npos) << header;
}

TEST(LaunchHeader, TileLauncherOnlyWhenTheSignatureMatchesTheParameters) {
  for (const char* sig : {"rowscale(tensor<const __bf16, 3>, tensor<float, 1>, float)",  // ranks differ
                          "rowscale(tensor<const __bf16, 2>, tensor<float, 1>)",         // a parameter short
                          "rowscale"}) {                                                 // no parameter list
    Bundle b;
    b.kernels.push_back(tile_kernel(sig));
    std::string header = emit_launch_header(b, "tiles");
    EXPECT_EQ(header.find("kiln::Dim3 grid"), std::string::npos) << sig << "\n" << header;
    EXPECT_NE(header.find("const kiln::LaunchConfig& config"), std::string::npos) << sig;
  }
  // Kernels without tensor parameters keep only the flattened launcher (the test bundle's
  // tile<float>(float*) has a block shape but takes a raw pointer).
  EXPECT_EQ(emit_launch_header(test::vadd_bundle(), "plain").find("kiln::Dim3 grid"), std::string::npos);
}

}  // namespace
}  // namespace kiln
