// vmray-supervisor-emulator: a stand-in vSphere Supervisor for the console's sandbox and tests.
#include "emulator.h"

#include <csignal>
#include <iostream>
#include <pthread.h>

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    for (const std::string &a : args) {
        if (a == "--help" || a == "-h") {
            std::cout << emu::usage();
            return 0;
        }
    }
    emu::Options options;
    try {
        options = emu::parseOptions(args);
    } catch (const std::exception &e) {
        std::cerr << "vmray-supervisor-emulator: " << e.what() << "\n\n" << emu::usage();
        return 2;
    }
    // A client that goes away mid-response must not kill the server.
    std::signal(SIGPIPE, SIG_IGN);

    // Signals are taken by one thread with sigwait, so every other thread must block them, and
    // they inherit the mask from here.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set, nullptr);

    try {
        emu::Emulator emulator(options);
        emulator.start();
        std::cout << "Supervisor emulator listening on " << emulator.url() << '\n'
                  << "CA certificate: " << emulator.caFile() << '\n';
        for (const emu::UserSpec &u : emulator.options().users)
            std::cout << "User " << u.username << (u.namespaces.empty() ? " (all namespaces)" : "")
                      << '\n';
        std::cout.flush();
        int sig = 0;
        sigwait(&set, &sig);
        emulator.stop();
    } catch (const std::exception &e) {
        std::cerr << "vmray-supervisor-emulator: " << e.what() << '\n';
        return 1;
    }
    return 0;
}
