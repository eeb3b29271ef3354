// The harnesses' child runner (test/support/child_process.hpp): a report arrives whole, and a
// child that crashes, hangs, throws or exits early is told apart from one that reported.
#include "child_process.hpp"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>
#include <stdexcept>
#include <unistd.h>

using kiln::test::ChildOutcome;
using kiln::test::run_in_child;

TEST(ChildProcess, ReportArrives) {
  ChildOutcome r = run_in_child([] { return std::string("3 1\tdetail"); }, 10);
  EXPECT_TRUE(r.reported);
  EXPECT_EQ(r.report, "3 1\tdetail");
  EXPECT_EQ(r.why, "");
}

TEST(ChildProcess, EmptyReportIsAReport) {
  ChildOutcome r = run_in_child([] { return std::string(); }, 10);
  EXPECT_TRUE(r.reported);
  EXPECT_EQ(r.report, "");
}

TEST(ChildProcess, LongReportArrivesWhole) {
  // More than a pipe buffer: the parent reads while the child writes.
  std::string big(200000, 'x');
  ChildOutcome r = run_in_child([&] { return big; }, 10);
  EXPECT_TRUE(r.reported);
  EXPECT_EQ(r.report.size(), big.size());
}

TEST(ChildProcess, ChildStateStaysInTheChild) {
  int value = 1;
  ChildOutcome r = run_in_child([&] { value = 2; return std::to_string(value); }, 10);
  EXPECT_EQ(r.report, "2");
  EXPECT_EQ(value, 1);
}

TEST(ChildProcess, Crash) {
  ChildOutcome r = run_in_child([]() -> std::string { std::raise(SIGSEGV); return "unreached"; }, 10);
  EXPECT_FALSE(r.reported);
  EXPECT_EQ(r.why.rfind("died of ", 0), 0u) << r.why;
}

TEST(ChildProcess, Hang) {
  ChildOutcome r = run_in_child([]() -> std::string { for (;;) pause(); }, 1);
  EXPECT_FALSE(r.reported);
  EXPECT_EQ(r.why, "timed out after 1 s (a hung kernel?)");
}

TEST(ChildProcess, Exception) {
  ChildOutcome r = run_in_child([]() -> std::string { throw std::runtime_error("no device"); }, 10);
  EXPECT_FALSE(r.reported);
  EXPECT_EQ(r.why, "exited with status 2 without reporting");
}

TEST(ChildProcess, ExitWithoutReport) {
  ChildOutcome r = run_in_child([]() -> std::string { std::_Exit(0); }, 10);
  EXPECT_FALSE(r.reported);
  EXPECT_EQ(r.why, "exited with status 0 without reporting");
}
