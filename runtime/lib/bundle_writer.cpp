// Writer for .kbundle text; what it writes, parse_bundle reads back unchanged.
#include "kiln/bundle.hpp"
#include "kiln/error.hpp"

namespace kiln {
namespace {

void require_token(std::string_view value, const std::string& what) {
  if (value.empty()) throw BundleError("cannot write bundle: " + what + " is empty");
  for (char c : value)
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r')
      throw BundleError("cannot write bundle: " + what + " '" + std::string(value) + "' contains whitespace");
}

}  // namespace

std::string write_bundle(const Bundle& bundle) {
  std::string out(kBundleMagic);
  out += '\n';
  for (const KernelInfo& k : bundle.kernels) {
    require_token(k.name, "a kernel name");
    out += "kernel " + k.name + "\n";
    if (!k.signature.empty()) {
      if (k.signature.find('\n') != std::string::npos)
        throw BundleError("cannot write bundle: the signature of '" + k.name + "' contains a newline");
      out += "  signature " + k.signature + "\n";
    }
    for (size_t i = 0; i < k.params.size(); ++i) {
      const Param& p = k.params[i];
      if (p.kind == ParamKind::unknown)
        throw BundleError("cannot write bundle: parameter " + std::to_string(i) + " of '" + k.name +
                          "' has no kind (pointer or value)");
      require_token(p.type, "the type of parameter " + std::to_string(i) + " of '" + k.name + "'");
      out += "  param " + std::to_string(i) + " " + to_string(p.kind) + " " + std::to_string(p.size) + " " +
             std::to_string(p.align) + " " + p.type + "\n";
    }
    if (k.threads)
      out += "  threads " + std::to_string((*k.threads)[0]) + " " + std::to_string((*k.threads)[1]) + " " +
             std::to_string((*k.threads)[2]) + "\n";
    if (k.max_threads) out += "  max-threads " + std::to_string(*k.max_threads) + "\n";
    if (k.shared) out += "  shared " + std::to_string(*k.shared) + "\n";
    if (k.dynamic_shared) out += "  dynamic-shared " + std::to_string(*k.dynamic_shared) + "\n";
    if (k.cooperative) out += "  cooperative\n";
    if (k.cluster)
      out += "  cluster " + std::to_string((*k.cluster)[0]) + " " + std::to_string((*k.cluster)[1]) + " " +
             std::to_string((*k.cluster)[2]) + "\n";
    if (k.persistent) {
      if ((*k.persistent)[0] + 3 + (k.persistent_workspace ? 1 : 0) > k.params.size() || (*k.persistent)[1] == 0)
        throw BundleError("cannot write bundle: the persistent grid parameters of '" + k.name +
                          "' (and its workspace pointer) are not among its parameters, or it runs no program per SM");
      out += "  persistent " + std::to_string((*k.persistent)[0]) + " " + std::to_string((*k.persistent)[1]) +
             (k.persistent_workspace ? " " + std::to_string(k.persistent_workspace) : std::string()) + "\n";
    }
    if (k.packed) {
      if ((*k.packed)[0] >= k.params.size() || (*k.packed)[1] < 2)
        throw BundleError("cannot write bundle: the program count parameter of packed kernel '" + k.name +
                          "' is not among its parameters, or it packs fewer than 2 programs per block");
      out += "  packed " + std::to_string((*k.packed)[0]) + " " + std::to_string((*k.packed)[1]) + "\n";
      if (k.packed_at_launch) out += "  packed-at-launch\n";
    } else if (k.packed_at_launch) {
      throw BundleError("cannot write bundle: kernel '" + k.name + "' has packed-at-launch but is not packed");
    }
    if (k.split) {
      const SplitLoop& s = *k.split;
      if (s.count_param + 2 > k.params.size() || s.slot_bytes == 0 ||
          (s.bound && (s.bound->param >= k.params.size() || s.bound->step == 0)))
        throw BundleError("cannot write bundle: the split count and workspace parameters of '" + k.name +
                          "' are not among its parameters, its workspace slot has no bytes, or its loop "
                          "bound is not a parameter");
      out += "  split " + std::to_string(s.count_param) + " " + std::to_string(s.slot_bytes) + " " +
             std::to_string(s.trips) + " " + std::to_string(s.trip_bytes);
      if (s.bound)
        out += " " + std::to_string(s.bound->param) + " " + std::to_string(s.bound->start) + " " +
               std::to_string(s.bound->step);
      out += "\n";
    }
    if (!k.tensor_maps.empty()) {
      out += "  tensor-maps";
      for (uint32_t p : k.tensor_maps) {
        if (p >= k.params.size())
          throw BundleError("cannot write bundle: tensor-map parameter " + std::to_string(p) + " of '" + k.name +
                            "' is not a parameter");
        out += " " + std::to_string(p);
      }
      out += "\n";
    }
    if (!k.tensor_map_sources.empty()) {
      out += "  tensor-map-sources";
      for (const TensorMapSource& t : k.tensor_map_sources) {
        if (t.param >= k.params.size() || t.rank == 0 || t.rank > 5)
          throw BundleError("cannot write bundle: tensor-map source for parameter " + std::to_string(t.param) +
                            " of '" + k.name + "' is not a parameter of rank 1 to 5");
        out += " " + std::to_string(t.param) + "=" + std::to_string(t.arg) + ":" + std::to_string(t.element_bytes) +
               ":" + std::to_string(t.rank) + ":";
        for (uint32_t i = 0; i < t.rank; ++i) out += (i ? "x" : "") + std::to_string(t.box[i]);
        out += ":" + std::to_string(t.swizzle);
      }
      out += "\n";
    }
    if (!k.specializes.empty()) {
      require_token(k.specializes, "the kernel '" + k.name + "' specialises");
      out += "  specializes " + k.specializes + "\n";
    }
    if (!k.contiguous.empty()) {
      out += "  contiguous";
      for (const ContiguousTensor& t : k.contiguous)
        out += " " + std::to_string(t.arg) + ":" + std::to_string(t.element_bytes) + ":" + std::to_string(t.rank);
      out += "\n";
    }
    out += "end\n";
  }
  for (const ConstantInfo& c : bundle.constants) {
    require_token(c.name, "a constant name");
    out += "constant " + c.name + " " + std::to_string(c.size) + " " + std::to_string(c.align) + "\n";
  }
  for (const Image& image : bundle.images) {
    if (!parse_arch(image.arch)) throw BundleError("cannot write bundle: unknown arch '" + image.arch + "'");
    auto stated = read_ptx_version(image.ptx);
    if (stated && *stated != image.ptx_version)
      throw BundleError("cannot write bundle: image " + image.arch + " is labelled PTX " + image.ptx_version.str() +
                        " but its text says .version " + stated->str());
    out += "image " + image.arch + " " + image.ptx_version.str() + " " + std::to_string(image.ptx.size()) + "\n";
    out += image.ptx;
    out += '\n';
  }
  return out;
}

}  // namespace kiln
