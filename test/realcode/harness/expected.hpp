// test/realcode/expected-failures.txt: the corpus files kilnc does not compile yet, one a line,
// `file.cu | owner | text the first kilnc error contains`; `#` starts a comment.
#pragma once

#include <map>
#include <string>

namespace realcode {

struct ExpectedFailure {
  std::string owner, diagnostic;
};
using ExpectedFailures = std::map<std::string, ExpectedFailure>;  // by file name

ExpectedFailures read_expected_failures(const std::string& path);  // throws SpecError

}  // namespace realcode
