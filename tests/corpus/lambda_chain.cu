// Lambdas that each capture the one before by copy and call it, thirty deep: each level is
// inlined once (lowering leaves a dead copy of a lambda's body after its return, which must
// not be inlined too, or the kernel doubles at every level).
#include <cstdio>

__global__ void chain(int *out, int start)
{
    auto f0 = [](int x) { return x * 3 + 1; };
    auto f1 = [=](int x) { return f0(x + 1) % 1000003; };
    auto f2 = [=](int x) { return f1(x + 2) % 1000003; };
    auto f3 = [=](int x) { return f2(x + 3) % 1000003; };
    auto f4 = [=](int x) { return f3(x + 4) % 1000003; };
    auto f5 = [=](int x) { return f4(x + 5) % 1000003; };
    auto f6 = [=](int x) { return f5(x + 6) % 1000003; };
    auto f7 = [=](int x) { return f6(x + 7) % 1000003; };
    auto f8 = [=](int x) { return f7(x + 8) % 1000003; };
    auto f9 = [=](int x) { return f8(x + 9) % 1000003; };
    auto f10 = [=](int x) { return f9(x + 10) % 1000003; };
    auto f11 = [=](int x) { return f10(x + 11) % 1000003; };
    auto f12 = [=](int x) { return f11(x + 12) % 1000003; };
    auto f13 = [=](int x) { return f12(x + 13) % 1000003; };
    auto f14 = [=](int x) { return f13(x + 14) % 1000003; };
    auto f15 = [=](int x) { return f14(x + 15) % 1000003; };
    auto f16 = [=](int x) { return f15(x + 16) % 1000003; };
    auto f17 = [=](int x) { return f16(x + 17) % 1000003; };
    auto f18 = [=](int x) { return f17(x + 18) % 1000003; };
    auto f19 = [=](int x) { return f18(x + 19) % 1000003; };
    auto f20 = [=](int x) { return f19(x + 20) % 1000003; };
    auto f21 = [=](int x) { return f20(x + 21) % 1000003; };
    auto f22 = [=](int x) { return f21(x + 22) % 1000003; };
    auto f23 = [=](int x) { return f22(x + 23) % 1000003; };
    auto f24 = [=](int x) { return f23(x + 24) % 1000003; };
    auto f25 = [=](int x) { return f24(x + 25) % 1000003; };
    auto f26 = [=](int x) { return f25(x + 26) % 1000003; };
    auto f27 = [=](int x) { return f26(x + 27) % 1000003; };
    auto f28 = [=](int x) { return f27(x + 28) % 1000003; };
    auto f29 = [=](int x) { return f28(x + 29) % 1000003; };
    out[threadIdx.x] = f29(start + threadIdx.x);
}

int main()
{
    int *out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    chain<<<1, 4>>>(out, 7);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    return 0;
}
