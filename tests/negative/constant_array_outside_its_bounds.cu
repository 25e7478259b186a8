// An element outside a constant array is no constant: nvcc 13.0 reports where the array is
// named, with a note at the subscript saying how far outside (measured).
__global__ void k(int *p)
{
    constexpr int pair[2] = {1, 2};
    constexpr int past = pair[2];
    constexpr int beyond = pair[3];
    constexpr int before = pair[-1];
    constexpr int three[3] = {1, 2};
    constexpr int zero = three[2];
    static_assert(three[5] == 0, "");
    p[0] = past + beyond + before + zero;
}
