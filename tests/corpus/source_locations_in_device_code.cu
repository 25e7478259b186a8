// corpus: C++20's std::source_location in device code (nvcc's with --expt-relaxed-constexpr): current() in a default argument is where the call is; the line, the file and the function's name
#include <cstdio>
#include <source_location>

__host__ __device__ unsigned line_of_call(std::source_location where = std::source_location::current())
{
    return where.line();
}

__host__ __device__ bool ends_with(const char* text, const char* suffix)
{
    int n = 0, m = 0;
    while (text[n])
        ++n;
    while (suffix[m])
        ++m;
    if (m > n)
        return false;
    for (int i = 0; i < m; ++i)
        if (text[n - m + i] != suffix[i])
            return false;
    return true;
}

__global__ void report(unsigned* out)
{
    out[0] = line_of_call();
    auto here = std::source_location::current();
    out[1] = here.line();
    out[2] = ends_with(here.file_name(), "source_locations_in_device_code.cu");
    printf("device: in %s\n", here.function_name());
}

int main()
{
    unsigned* out;
    cudaMallocManaged(&out, 3 * sizeof(unsigned));
    report<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%u %u %u\n", out[0], out[1], out[2]);
    auto host = std::source_location::current();
    printf("host: %u %u %d\n", line_of_call(), host.line(),
           ends_with(host.file_name(), "source_locations_in_device_code.cu"));
    cudaFree(out);
    return 0;
}
