// Test helper: kiln_emit_header IN.kbundle NAME OUT.hpp (what `kilnc --emit=header` will do).
#include <fstream>
#include <iostream>
#include <sstream>

#include "kiln/error.hpp"
#include "kiln/launch_header.hpp"

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: kiln_emit_header IN.kbundle NAME OUT.hpp\n";
    return 2;
  }
  try {
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) throw kiln::Error(std::string("cannot open ") + argv[1]);
    std::stringstream text;
    text << in.rdbuf();
    std::ofstream(argv[3]) << kiln::emit_launch_header(kiln::parse_bundle(text.str()), argv[2]);
  } catch (const kiln::Error& e) {
    std::cerr << "kiln_emit_header: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
