// Choosing the bundle image for a device (docs/bundle-format.md, "Choosing an image").
#include <algorithm>

#include "kiln/bundle.hpp"
#include "kiln/error.hpp"

namespace kiln {

const Image& choose_image(const Bundle& bundle, ComputeCapability cc, PtxVersion driver_max_ptx,
                          int driver_version) {
  const int device = cc.major * 10 + cc.minor;
  // Candidates in order of preference: the exact arch-specific image, the exact plain image, then
  // plain images of older archs, newest first (PTX is forward compatible; `a` images are not).
  std::vector<std::pair<int, const Image*>> ranked;
  for (const Image& image : bundle.images) {
    auto arch = parse_arch(image.arch);
    if (!arch) continue;
    int level = arch->major * 10 + arch->minor;
    if (arch->arch_specific) {
      if (level == device) ranked.push_back({device * 2 + 1, &image});
    } else if (level <= device) {
      ranked.push_back({level * 2, &image});
    }
  }
  std::sort(ranked.begin(), ranked.end(), [](auto& a, auto& b) { return a.first > b.first; });

  std::string device_arch = "sm_" + std::to_string(device);
  if (ranked.empty()) {
    std::string archs;
    for (const Image& image : bundle.images) archs += (archs.empty() ? "" : ", ") + image.arch;
    throw Error("no image in the bundle runs on this " + device_arch + " device (compute capability " +
                std::to_string(cc.major) + "." + std::to_string(cc.minor) + "); the bundle holds: " +
                (archs.empty() ? std::string("no images") : archs) + ". Rebuild with kilnc --arch=" + device_arch);
  }
  for (auto& [rank, image] : ranked)
    if (image->ptx_version <= driver_max_ptx) return *image;
  // Every candidate is too new for this driver: report the best one.
  check_ptx_loadable(ranked.front().second->ptx_version, driver_version,
                     "bundle image " + ranked.front().second->arch);
  return *ranked.front().second;  // not reached: check_ptx_loadable threw
}

}  // namespace kiln
