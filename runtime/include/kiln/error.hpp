// Kiln's exception types. Every failure in the runtime and the bundle library is one of these.
#pragma once

#include <stdexcept>
#include <string>

namespace kiln {

// Base of every Kiln exception; what() is a complete sentence a user can act on.
class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

// A malformed .kbundle file or text (the message names the line).
class BundleError : public Error {
 public:
  using Error::Error;
};

// A launch whose arguments do not match the kernel's parameter list (caught before cuLaunchKernel).
class ArgumentError : public Error {
 public:
  using Error::Error;
};

// PTX whose ISA version is newer than the installed driver accepts.
class PtxVersionError : public Error {
 public:
  using Error::Error;
};

}  // namespace kiln
