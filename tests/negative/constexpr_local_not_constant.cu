// A `constexpr` local must be initialized by a constant expression: reading a parameter or a
// local that is not a constant is an error (`sizeof` of one reads nothing).
__global__ void k(int *out, int n)
{
    constexpr int twice = n * 2;
    constexpr int bytes = sizeof(n) * 2;
    int lanes = 32;
    constexpr float half = lanes / 2.0f;
    out[0] = twice + bytes + half;
}
