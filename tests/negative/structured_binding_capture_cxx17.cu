// Before C++20 a lambda may not capture a structured binding: nvcc takes it with a warning,
// at each use a default capture takes; a bit-field still cannot be captured by reference.
struct Flags { unsigned on : 1; unsigned level : 3; };
struct Pair { int a, b; };
__global__ void k(Flags f, Pair p, int *out)
{
    auto [on, level] = f;
    auto [a, b] = p;
    auto copy = [=] { return on * a; };
    auto refs = [&] { return a + b; };
    out[0] = copy() + refs();
    auto bad = [&] { return level; };
    out[1] = bad();
}
