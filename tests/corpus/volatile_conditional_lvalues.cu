// corpus: decltype of a conditional of lvalues keeps the more qualified operand's volatile and const, in device and host code alike
#include <cstdio>
#include <type_traits>

__host__ __device__ void run(int* out, bool t)
{
    volatile int va = 1;
    int b = 2;
    const int c = 3;
    out[0] = std::is_same<decltype(t ? va : b), volatile int&>::value;
    out[1] = std::is_same<decltype(t ? va : va), volatile int&>::value;
    out[2] = std::is_same<decltype(t ? b : c), const int&>::value;
    out[3] = std::is_same<decltype(t ? b : b), int&>::value;
    (t ? va : b) = 7; // an lvalue of the chosen one
    out[4] = va * 10 + b;
}

__global__ void kernel(int* out, bool t) { run(out, t); }

int main()
{
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out, true);
    cudaDeviceSynchronize();
    int host[5];
    run(host, false);
    printf("%d %d %d %d %d\n%d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4], host[0],
           host[1], host[2], host[3], host[4]);
    cudaFree(out);
    return 0;
}
