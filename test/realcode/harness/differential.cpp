#include "differential.hpp"

#include <algorithm>
#include <cstring>
#include <map>
#include <memory>

#include "compare.hpp"
#include "inputs.hpp"
#include "kernel_names.hpp"
#include "kiln/driver.hpp"
#include "kiln/runtime.hpp"

namespace realcode {

namespace {
struct Side {
  std::unique_ptr<kiln::Module> module;
  std::map<int, kiln::Kernel> kernels;  // by launch line
};

// A cudaTextureObject_t over a work buffer (tex(...) arguments), destroyed with the state.
struct TextureObject {
  CUtexObject handle = 0;
  TextureObject() = default;
  TextureObject(const TextureObject&) = delete;
  TextureObject& operator=(const TextureObject&) = delete;
  ~TextureObject() {
    if (handle) kiln::driver::api().cuTexObjectDestroy(handle);
  }
};

struct DeviceState {
  std::map<std::string, std::unique_ptr<kiln::DeviceBuffer<uint8_t>>> work, pristine;
  std::map<std::string, std::vector<uint8_t>> host;  // initial contents
  std::map<std::pair<std::string, int>, std::unique_ptr<TextureObject>> textures;  // (buffer, channels)
};

// A linear texture of the buffer's 32-bit elements, `channels` to a texel, point-sampled,
// read as stored (no normalisation): what the real host code builds with cudaCreateTextureObject
// for tex1Dfetch. Made once per buffer: the work buffers stay put for the whole run.
CUtexObject texture_for(const Spec& spec, DeviceState& st, const std::string& name, int channels) {
  auto& slot = st.textures[{name, channels}];
  if (slot) return slot->handle;
  const Buffer& b = *spec.find(name);
  CUDA_RESOURCE_DESC res{};
  res.resType = CU_RESOURCE_TYPE_LINEAR;
  res.res.linear.devPtr = CUdeviceptr(st.work.at(name)->raw());
  res.res.linear.format = b.type == Elem::f32   ? CU_AD_FORMAT_FLOAT
                          : b.type == Elem::i32 ? CU_AD_FORMAT_SIGNED_INT32
                                                : CU_AD_FORMAT_UNSIGNED_INT32;
  res.res.linear.numChannels = unsigned(channels);
  res.res.linear.sizeInBytes = size_t(b.count) * elem_size(b.type);
  CUDA_TEXTURE_DESC tex{};
  tex.addressMode[0] = CU_TR_ADDRESS_MODE_CLAMP;
  tex.filterMode = CU_TR_FILTER_MODE_POINT;
  tex.flags = CU_TRSF_READ_AS_INTEGER;
  slot = std::make_unique<TextureObject>();
  KILN_CU(cuTexObjectCreate, &slot->handle, &res, &tex, static_cast<const CUDA_RESOURCE_VIEW_DESC*>(nullptr));
  return slot->handle;
}

void collect_launches(const std::vector<Step>& steps, std::vector<const Launch*>& out) {
  for (const Step& s : steps) {
    if (s.kind == Step::LaunchStep) out.push_back(&s.launch);
    else collect_launches(s.body, out);
  }
}

Side load_side(const kiln::Context& ctx, const Spec& spec, const std::string& path) {
  Side side;
  side.module = std::make_unique<kiln::Module>(kiln::Module::from_file(ctx, path));
  std::vector<std::string> names = side.module->kernel_names();
  std::vector<const Launch*> launches;
  collect_launches(spec.steps, launches);
  for (const Launch* l : launches) {
    std::string symbol = resolve_kernel(l->kernel, names);
    side.kernels.emplace(l->line, side.module->kernel(symbol));
  }
  return side;
}

void reset(const Spec& spec, DeviceState& st, const Side& side) {
  for (const Buffer& b : spec.buffers) {
    if (b.module_symbol) {
      const auto& bytes = st.host.at(b.name);
      side.module->set_constant_bytes(b.name, bytes.data(), bytes.size());
    } else if (st.pristine.count(b.name)) {
      st.work.at(b.name)->copy_from(*st.pristine.at(b.name));
    } else {
      st.work.at(b.name)->memset(0);
    }
  }
}

void execute(const Spec& spec, DeviceState& st, const Side& side) {
  std::vector<uint64_t> slots;
  std::vector<void*> pointers;
  for_each_launch(spec, [&](const Launch& l, const Scope& scope) {
    slots.assign(l.args.size(), 0);
    pointers.assign(l.args.size() + 1, nullptr);
    for (size_t i = 0; i < l.args.size(); ++i) {
      const Arg& a = l.args[i];
      uint8_t* slot = reinterpret_cast<uint8_t*>(&slots[i]);
      if (a.kind == Arg::BufferPtr) {
        slots[i] = st.work.at(a.buffer)->raw();
      } else if (a.kind == Arg::Select) {
        slots[i] = st.work.at(a.value.eval(scope).as_double() != 0 ? a.buffer : a.other)->raw();
      } else if (a.kind == Arg::Texture) {
        slots[i] = texture_for(spec, st, a.buffer, a.channels);
      } else if (a.kind == Arg::Bytes) {
        // By value: cuLaunchKernel copies the parameter's bytes from here.
        pointers[i] = const_cast<uint8_t*>(st.host.at(a.buffer).data());
        continue;
      } else {
        Number v = a.value.eval(scope);
        if (elem_is_float(a.type)) {
          store_from_double(a.type, slot, v.as_double());
        } else {
          int64_t iv = v.as_int();
          std::memcpy(slot, &iv, elem_size(a.type));  // little-endian: the low bytes
        }
      }
      pointers[i] = slot;
    }
    kiln::Dim3 grid(uint32_t(l.grid[0].eval(scope).as_int()), uint32_t(l.grid[1].eval(scope).as_int()),
                    uint32_t(l.grid[2].eval(scope).as_int()));
    kiln::Dim3 block(uint32_t(l.block[0].eval(scope).as_int()), uint32_t(l.block[1].eval(scope).as_int()),
                     uint32_t(l.block[2].eval(scope).as_int()));
    const kiln::Kernel& kernel = side.kernels.at(l.line);
    kiln::LaunchConfig config(grid, block, uint32_t(l.shared.eval(scope).as_int()));
    // Kernels that sync their grid (this_grid().sync()) need every block resident: a cooperative
    // launch, as cudaLaunchCooperativeKernel in the real host code. [coopgroups]
    if (kernel.needs_cooperative_launch())
      kernel.launch_cooperative(config, pointers.data());
    else
      kernel.launch(config, pointers.data());
  });
}

std::map<std::string, std::vector<uint8_t>> results(const Spec& spec, DeviceState& st) {
  std::map<std::string, std::vector<uint8_t>> out;
  for (const Check& c : spec.checks) out[c.buffer] = st.work.at(c.buffer)->download();
  return out;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}
double quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  double pos = q * double(v.size() - 1);
  size_t lo = size_t(pos);
  size_t hi = std::min(lo + 1, v.size() - 1);
  return v[lo] + (v[hi] - v[lo]) * (pos - double(lo));
}
}  // namespace

Outcome run_differential(const Spec& spec, const std::string& nvcc_ptx, const std::string& kilnc_ptx, const RunOptions& opts) {
  Outcome out;
  kiln::Context ctx = kiln::Device::get(0).primary_context();
  // Current on this thread: the raw driver calls below (cuTexObjectCreate for tex() arguments) need
  // it; Kiln's own objects make it current per call (the H200 run failed texture_object_fetch_lerp
  // with CUDA_ERROR_INVALID_CONTEXT in its fresh child process).
  ctx.make_current();
  // Recursive device code: the stack the real host code would set (both sides run with it).
  if (spec.stack_bytes > 0) {
    kiln::CurrentContext current(ctx);
    KILN_CU(cuCtxSetLimit, CU_LIMIT_STACK_SIZE, size_t(spec.stack_bytes));
  }
  Side nv = load_side(ctx, spec, nvcc_ptx);
  Side kc = load_side(ctx, spec, kilnc_ptx);

  DeviceState st;
  uint64_t seed = seed_of(spec.stem);
  for (size_t i = 0; i < spec.buffers.size(); ++i) {
    const Buffer& b = spec.buffers[i];
    std::vector<uint8_t> bytes = make_contents(b, mix64(seed + i));
    if (!b.module_symbol) {
      st.work[b.name] = std::make_unique<kiln::DeviceBuffer<uint8_t>>(ctx, bytes.size());
      bool all_zero = b.init.kind == "zero" && b.init.sets.empty();
      if (!all_zero) st.pristine[b.name] = std::make_unique<kiln::DeviceBuffer<uint8_t>>(ctx, bytes);
    }
    st.host[b.name] = std::move(bytes);
  }
  for_each_launch(spec, [&](const Launch&, const Scope&) { ++out.launches; });

  // Correctness: one clean run each.
  reset(spec, st, nv);
  execute(spec, st, nv);
  ctx.synchronize();
  auto want = results(spec, st);
  reset(spec, st, kc);
  execute(spec, st, kc);
  ctx.synchronize();
  auto got = results(spec, st);
  out.ok = true;
  for (const Check& c : spec.checks) {
    const Buffer& b = *spec.find(c.buffer);
    Verdict v = compare_outputs(b, c, want.at(c.buffer), got.at(c.buffer), st.host.at(c.buffer));
    // Every differing buffer is named, so a traced kernel (fuzz/realcode.py --trace) shows its
    // per-statement trace even when an earlier output buffer already differs.
    if (!v.ok) {
      out.why += (out.ok ? "" : "; ") + v.why;
      out.ok = false;
    }
  }

  // Timing: interleaved pairs, the order alternating so neither compiler always runs second.
  kiln::Event start = kiln::Event::create(ctx), stop = kiln::Event::create(ctx);
  std::vector<double> tn, tk, ratio;
  auto timed = [&](const Side& side) {
    reset(spec, st, side);
    start.record();
    execute(spec, st, side);
    stop.record();
    stop.synchronize();
    return double(kiln::Event::elapsed_ms(start, stop));
  };
  for (int r = 0; r < opts.warmup + opts.reps; ++r) {
    double a, b;
    if (r % 2 == 0) {
      a = timed(nv);
      b = timed(kc);
    } else {
      b = timed(kc);
      a = timed(nv);
    }
    if (r < opts.warmup) continue;
    tn.push_back(a);
    tk.push_back(b);
    ratio.push_back(a / b);
  }
  out.nvcc_ms = median(tn);
  out.kilnc_ms = median(tk);
  out.speed = out.nvcc_ms / out.kilnc_ms;
  out.spread = (quantile(ratio, 0.75) - quantile(ratio, 0.25)) / median(ratio);
  return out;
}

}  // namespace realcode
