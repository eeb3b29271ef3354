// Forked children for the GPU test harnesses (child_process.hpp).
#include "child_process.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <exception>

namespace kiln::test {

ChildOutcome run_in_child(const std::function<std::string()>& body, unsigned timeout_s) {
  ChildOutcome result;
  int fds[2];
  if (pipe(fds) != 0) {
    result.why = std::string("pipe failed: ") + std::strerror(errno);
    return result;
  }
  std::fflush(stdout);
  std::fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) {
    result.why = std::string("fork failed: ") + std::strerror(errno);
    close(fds[0]);
    close(fds[1]);
    return result;
  }
  if (pid == 0) {
    close(fds[0]);
    alarm(timeout_s);  // SIGALRM ends a hung kernel's child; the parent reports it
    std::string report;
    try {
      report = body();
    } catch (const std::exception& e) {
      std::fprintf(stderr, "child process: %s\n", e.what());
      std::fflush(stderr);
      _exit(2);
    }
    std::fflush(stdout);
    std::fflush(stderr);
    // A leading byte tells an empty report from none.
    report.insert(report.begin(), '=');
    for (size_t done = 0; done < report.size();) {
      ssize_t n = write(fds[1], report.data() + done, report.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) _exit(3);
      done += size_t(n);
    }
    close(fds[1]);
    _exit(0);
  }
  close(fds[1]);
  std::string text;
  char buf[4096];
  for (;;) {
    ssize_t n = read(fds[0], buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    text.append(buf, size_t(n));
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0 && !text.empty() && text[0] == '=') {
    result.reported = true;
    result.report = text.substr(1);
    return result;
  }
  if (WIFSIGNALED(status))
    result.why = WTERMSIG(status) == SIGALRM ? "timed out after " + std::to_string(timeout_s) + " s (a hung kernel?)"
                                             : std::string("died of ") + strsignal(WTERMSIG(status));
  else
    result.why = "exited with status " + std::to_string(WEXITSTATUS(status)) + " without reporting";
  return result;
}

}  // namespace kiln::test
