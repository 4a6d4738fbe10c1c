// Linked into the programs that open a window (footfall, app_tests) in the sanitized build
// only. The SDL and OpenGL stack's own leak is seen through SDL's frames, and suppressed as
// such, only by the slow unwinder (tests/sanitizers/lsan.supp says why); ASAN_OPTIONS given
// when the program starts still wins over these.

extern "C" const char* __asan_default_options() {
    return "fast_unwind_on_malloc=0:malloc_context_size=40";
}
