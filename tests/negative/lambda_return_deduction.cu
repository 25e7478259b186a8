struct Pair { int a, b; };

__global__ void k(Pair *out)
{
    auto make = [](int i) { return {i, i + 1}; };
    out[0] = make(1);
}
