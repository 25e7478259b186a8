// A static assertion on a member of a local's decltype is checked where it is written: the
// first holds, the second fails.
struct Cfg { static constexpr int N = 4; int x; };
__global__ void k(int *out)
{
    Cfg cfg{};
    static_assert(decltype(cfg)::N == 4, "four");
    static_assert(decltype(cfg)::N * 2 == 9, "not nine");
    *out = cfg.x;
}
