// Locating example kernel files and wrapping plain PTX into bundles.
#include "kernel_files.hpp"

#include <sys/stat.h>

#include "kiln/ptx_info.hpp"

namespace kiln::examples {
namespace {

bool exists(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

Param ptr(const char* type) { return {ParamKind::pointer, 8, 8, type}; }
Param val(uint32_t size, const char* type) { return {ParamKind::value, size, size, type}; }

KernelInfo kernel(const char* name, std::vector<Param> params) {
  KernelInfo k;
  k.name = name;
  k.params = std::move(params);
  return k;
}

}  // namespace

std::optional<std::string> find_kernel_file(const std::string& dir, const std::string& stem, const std::string& arch) {
  for (const std::string& name : {stem + ".kbundle", stem + "." + arch + ".ptx", stem + ".ptx", stem + "." + arch + ".cubin",
                                  stem + ".cubin"}) {
    std::string path = dir + "/" + name;
    if (exists(path)) return path;
  }
  return std::nullopt;
}

Bundle example_metadata(const std::string& stem) {
  Bundle b;
  if (stem == "vadd") {
    b.kernels = {kernel("vadd", {ptr("const_f32*"), ptr("const_f32*"), ptr("f32*"), val(8, "i64")})};
  } else if (stem == "reduce_sum") {
    b.kernels = {kernel("reduce_sum", {ptr("const_f32*"), ptr("f32*"), val(8, "i64")})};
  } else if (stem == "transpose") {
    b.kernels = {kernel("transpose", {ptr("const_f32*"), ptr("f32*"), val(4, "i32"), val(4, "i32")})};
  } else if (stem == "histogram") {
    b.kernels = {kernel("histogram", {ptr("const_u8*"), ptr("u32*"), val(8, "i64")})};
  } else if (stem == "hash_table") {
    b.kernels = {kernel("hash_insert", {ptr("const_u32*"), ptr("u32*"), ptr("u32*"), val(4, "u32"), val(8, "i64")}),
                 kernel("hash_probe",
                        {ptr("const_u32*"), ptr("const_u32*"), ptr("const_u32*"), ptr("u32*"), val(4, "u32"), val(8, "i64")})};
  } else if (stem == "scan") {
    b.kernels = {kernel("scan_block", {ptr("const_i32*"), ptr("i32*"), ptr("i32*"), val(8, "i64")}),
                 kernel("scan_add_offsets", {ptr("i32*"), ptr("const_i32*"), val(8, "i64")})};
  } else if (stem == "matmul") {
    b.kernels = {kernel("matmul_tiled", {ptr("const_f32*"), ptr("const_f32*"), ptr("f32*"), val(4, "i32"), val(4, "i32"),
                                         val(4, "i32")})};
  } else if (stem == "polynomial") {
    b.kernels = {kernel("poly_eval", {ptr("const_f32*"), ptr("f32*"), val(8, "i64")})};
    b.constants = {{"poly_coeffs", 16, 4}};
  } else if (stem == "shared_reverse") {
    b.kernels = {kernel("reverse_chunks", {ptr("const_f32*"), ptr("f32*"), val(4, "i32"), val(8, "i64")})};
  } else if (stem == "llm_bf16") {
    b.kernels = {kernel("gelu_forward_bf16", {ptr("struct.__nv_bfloat162*"), ptr("const_struct.__nv_bfloat162*"), val(4, "i32")}),
                 kernel("gelu_backward_bf16", {ptr("struct.__nv_bfloat162*"), ptr("const_struct.__nv_bfloat162*"),
                                               ptr("const_struct.__nv_bfloat162*"), val(4, "i32")}),
                 kernel("residual_forward_bf16", {ptr("struct.__nv_bfloat162*"), ptr("const_struct.__nv_bfloat162*"),
                                                  ptr("const_struct.__nv_bfloat162*"), val(4, "i32")}),
                 kernel("layernorm_forward_bf16", {ptr("bf16*"), ptr("f32*"), ptr("f32*"), ptr("const_bf16*"),
                                                   ptr("const_bf16*"), ptr("const_bf16*"), val(4, "i32"), val(4, "i32")}),
                 kernel("adamw_bf16", {ptr("bf16*"), ptr("f32*"), ptr("const_bf16*"), ptr("f32*"), ptr("f32*"), val(8, "i64"),
                                       val(4, "f32"), val(4, "f32"), val(4, "f32"), val(4, "f32"), val(4, "f32"),
                                       val(4, "f32"), val(4, "f32")})};
  } else if (stem == "llm_fp16") {
    b.kernels = {kernel("softmax_forward_fp16", {ptr("f16*"), ptr("const_f16*"), val(4, "i32"), val(4, "i32")}),
                 kernel("residual_scale_fp16", {ptr("struct.__half2*"), ptr("const_struct.__half2*"),
                                                ptr("const_struct.__half2*"), val(2, "f16"), val(4, "i32")}),
                 kernel("bias_grad_fp16", {ptr("struct.__half2*"), ptr("const_struct.__half2*"), val(4, "i32"), val(4, "i32")})};
  } else {
    throw Error("no metadata for example '" + stem + "'");
  }
  return b;
}

Module load_example(const Context& context, const std::string& dir, const std::string& stem, LoadAs how) {
  std::string arch = context.device().arch();
  auto path = find_kernel_file(dir, stem, arch);
  if (!path)
    throw Error("no " + stem + ".kbundle, " + stem + "." + arch + ".ptx, " + stem + ".ptx or " + stem + ".cubin in " + dir);
  bool is_ptx = path->size() > 4 && path->compare(path->size() - 4, 4, ".ptx") == 0;
  if (how == LoadAs::file || !is_ptx) return Module::from_file(context, *path);
  std::string ptx = read_file(*path);
  Bundle bundle = example_metadata(stem);
  auto version = read_ptx_version(ptx);
  auto target = read_ptx_target(ptx);
  if (!version || !target) throw Error(*path + " has no .version or .target");
  bundle.images.push_back({*target, *version, ptx});
  // Through the text form, so the writer and reader are part of what runs.
  return Module::from_bundle_text(context, write_bundle(bundle), *path + " as bundle");
}

}  // namespace kiln::examples
