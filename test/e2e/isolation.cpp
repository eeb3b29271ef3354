// The e2e suite's child processes (isolation.hpp).
#include "isolation.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <exception>

namespace kiln::e2e {

ChildResult run_in_child(const std::function<Counts()>& body, unsigned timeout_s) {
  ChildResult result;
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
    Counts counts;
    try {
      counts = body();
    } catch (const std::exception& e) {
      std::printf("FAIL setup: %s\n", e.what());
      counts.failed += 1;
    }
    std::fflush(stdout);
    char text[64];
    int n = std::snprintf(text, sizeof text, "%d %d", counts.passed, counts.failed);
    ssize_t unused = write(fds[1], text, size_t(n));
    (void)unused;
    close(fds[1]);
    _exit(0);
  }
  close(fds[1]);
  std::string text;
  char buf[64];
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) text.append(buf, size_t(n));
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  if (!text.empty() && std::sscanf(text.c_str(), "%d %d", &result.counts.passed, &result.counts.failed) == 2) {
    result.finished = true;
    return result;
  }
  if (WIFSIGNALED(status))
    result.why = WTERMSIG(status) == SIGALRM ? "timed out after " + std::to_string(timeout_s) + " s (a hung kernel?)"
                                             : std::string("died of ") + strsignal(WTERMSIG(status));
  else
    result.why = "exited with status " + std::to_string(WEXITSTATUS(status)) + " without reporting";
  return result;
}

}  // namespace kiln::e2e
