// Linked into the programs that open a window (footfall, app_tests) in the sanitized build
// only.
//
// The SDL and OpenGL stack keeps its state (Mesa's driver configuration, llvmpipe's compiled
// shaders) for the life of the process, pointed at by the driver's own globals. SDL_Quit then
// unloads the driver, and LeakSanitizer, which looks at exit, finds that state pointed at by
// nothing and reports it as leaked, from frames of a library no longer there to name: no
// suppression can match them. Unwinding each allocation slowly (past the driver's frames to
// SDL's, which a suppression could name) deadlocks: the unwinder allocates while it holds
// libgcc's lock on the frame tables, and the allocation unwinds again. So nothing is unloaded
// here: every library stays mapped until the process ends, its globals keep its state
// reachable, and nothing of the GL stack is a leak; a leak of ours is still reported, with the
// fast unwinder's stack.

extern "C" int dlclose(void*) {
    return 0;
}
