// flags: -std=c++20
// A structured binding to a bit-field may be captured by copy, not by reference: a reference
// cannot bind a bit-field (reported at each use a default capture takes, or at the capture).
struct Flags { unsigned on : 1; unsigned level : 3; };
__global__ void k(Flags f, int *out)
{
    auto [on, level] = f;
    auto copy = [=] { return on + level; };
    auto all = [&] { return on + level; };
    auto one = [&level] { return level; };
    out[0] = copy() + all() + one();
}
