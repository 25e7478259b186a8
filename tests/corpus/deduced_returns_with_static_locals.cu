// corpus: functions and lambdas whose return type is deduced from a return of a static local
#include <cstdio>

__device__ auto next_ticket() {
    static int ticket = 1;
    return ++ticket;
}

__device__ decltype(auto) counter() {
    static long long calls = 0;
    calls += 10;
    return (calls);
}

__global__ void kernel(long long* out) {
    out[0] = next_ticket();
    out[1] = next_ticket();
    auto bump = [] {
        static int seen = 100;
        return ++seen;
    };
    bump();
    out[2] = bump();
    long long& c = counter();
    counter();
    out[3] = c;
}

int main() {
    long long* out;
    cudaMallocManaged(&out, 4 * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%lld %lld %lld %lld\n", out[0], out[1], out[2], out[3]);
    cudaFree(out);
    return 0;
}
