// flags: -std=c++20
// Designators into an anonymous struct member follow its members' order too.
struct S { int x; struct { int a, b; }; int y; };
__global__ void k(int* o) {
    S s = {.x = 1, .b = 3, .a = 2, .y = 5};
    S t = {.a = 2, .x = 1};
    o[0] = s.a + t.a;
}
