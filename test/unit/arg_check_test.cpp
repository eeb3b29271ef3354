#include <gtest/gtest.h>

#include "kiln/arg_check.hpp"
#include "kiln/error.hpp"
#include "kiln/launch_args.hpp"
#include "test_bundles.hpp"

namespace kiln {
namespace {

const std::vector<Param>& vadd_params() {
  static const std::vector<Param> params = test::vadd_bundle().kernels[0].params;
  return params;
}

template <class... T>
std::vector<ArgInfo> describe() {
  return {describe_argument<T>()...};
}

std::string error_of(const std::vector<Param>& params, const std::vector<ArgInfo>& args) {
  try {
    check_arguments("vadd", params, args);
  } catch (const ArgumentError& e) {
    return e.what();
  }
  return "";
}

void expect_contains(const std::string& what, std::initializer_list<std::string> fragments) {
  ASSERT_FALSE(what.empty()) << "no error";
  for (const std::string& f : fragments) EXPECT_NE(what.find(f), std::string::npos) << what << "\n lacks: " << f;
}

TEST(ArgCheck, MatchingArgumentsPass) {
  EXPECT_NO_THROW(check_arguments("vadd", vadd_params(),
                                  describe<DevicePtr<const float>, DevicePtr<float>, DevicePtr<float>, long>()));
  // signedness of a value is not a mismatch
  EXPECT_NO_THROW(check_arguments("vadd", vadd_params(),
                                  describe<DevicePtr<float>, DevicePtr<float>, DevicePtr<float>, unsigned long>()));
}

TEST(ArgCheck, WrongCount) {
  expect_contains(error_of(vadd_params(), describe<DevicePtr<float>, DevicePtr<float>, DevicePtr<float>>()),
                  {"kernel 'vadd' takes 4 arguments", "(const_f32*, const_f32*, f32*, i64)", "passes 3"});
}

TEST(ArgCheck, ValueWherePointerExpected) {
  expect_contains(error_of(vadd_params(), describe<unsigned long long, DevicePtr<float>, DevicePtr<float>, long>()),
                  {"parameter 0", "expected a device pointer (const_f32*", "got a value (u64", "kiln::DevicePtr"});
}

TEST(ArgCheck, PointerWhereValueExpected) {
  expect_contains(error_of(vadd_params(), describe<DevicePtr<float>, DevicePtr<float>, DevicePtr<float>, DevicePtr<long>>()),
                  {"parameter 3", "expected a value (i64, 8 bytes)", "got a device pointer"});
}

TEST(ArgCheck, ValueOfWrongSize) {
  expect_contains(error_of(vadd_params(), describe<DevicePtr<float>, DevicePtr<float>, DevicePtr<float>, int>()),
                  {"parameter 3", "expected a value (i64, 8 bytes)", "got a value (i32, 4 bytes)", "sizes differ"});
}

TEST(ArgCheck, PointerToWrongElementType) {
  expect_contains(error_of(vadd_params(), describe<DevicePtr<int>, DevicePtr<float>, DevicePtr<float>, long>()),
                  {"parameter 0", "const_f32*", "got a device pointer (i32*", "element types differ"});
}

TEST(ArgCheck, FloatValueForIntegerParameter) {
  expect_contains(error_of(vadd_params(), describe<DevicePtr<float>, DevicePtr<float>, DevicePtr<float>, double>()),
                  {"parameter 3", "got a value (f64, 8 bytes)", "element types differ"});
}

TEST(ArgCheck, ConstPointerToWritableParameter) {
  expect_contains(error_of(vadd_params(),
                           describe<DevicePtr<float>, DevicePtr<float>, DevicePtr<const float>, long>()),
                  {"parameter 2", "writes through this pointer"});
}

TEST(ArgCheck, UntypedPointerIsAcceptedForAnyPointer) {
  EXPECT_NO_THROW(check_arguments("vadd", vadd_params(),
                                  describe<DevicePtr<void>, DevicePtr<const void>, DevicePtr<void>, long>()));
}

TEST(ArgCheck, StructValuesCheckedBySize) {
  struct P { float a; int b; };
  std::vector<Param> params = {{ParamKind::value, 8, 4, "struct.P"}};
  EXPECT_NO_THROW(check_arguments("k", params, describe<P>()));
  struct Q { double a, b; };
  EXPECT_THROW(check_arguments("k", params, describe<Q>()), ArgumentError);
}

TEST(ArgCheck, ScannedPtxParamsCheckSizeOnly) {
  std::vector<Param> params = {{ParamKind::unknown, 8, 8, "ptx.u64"}, {ParamKind::unknown, 4, 4, "ptx.u32"}};
  EXPECT_NO_THROW(check_arguments("k", params, describe<DevicePtr<float>, int>()));
  EXPECT_NO_THROW(check_arguments("k", params, describe<long, float>()));
  expect_contains(error_of(params, describe<DevicePtr<float>, long>()), {"parameter 1", "sizes differ"});
}

TEST(ArgCheck, Spellings) {
  EXPECT_EQ(type_spelling<float>(), "f32");
  EXPECT_EQ(type_spelling<long>(), "i64");
  EXPECT_EQ(type_spelling<unsigned char>(), "u8");
  EXPECT_EQ(type_spelling<half>(), "f16");
  EXPECT_EQ(describe_argument<DevicePtr<const int>>().type, "const_i32*");
  EXPECT_TRUE(describe_argument<DevicePtr<double>>().is_pointer);
  EXPECT_EQ(describe_argument<decltype(device_arg(static_cast<float*>(nullptr)))>().type, "f32*");
}

}  // namespace
}  // namespace kiln
