// corpus: __has_cpp_attribute answers the standard attributes' versions as the host compiler
// does (0 for one device code lacks), for GNU's attributes through gnu:: too, and
// __has_attribute answers GNU's
#include <cstdio>

__host__ __device__ int attributes() {
    int answers = 0;
#if __has_cpp_attribute(nodiscard) == 201907L
    answers |= 1;
#endif
#if __has_cpp_attribute(maybe_unused) == 201603L && __has_cpp_attribute(fallthrough) >= 201603L
    answers |= 2;
#endif
#if __has_cpp_attribute(likely) == 201803L && __has_cpp_attribute(unlikely) == 201803L
    answers |= 4;
#endif
#if __has_cpp_attribute(noreturn) == 200809L && __has_cpp_attribute(deprecated) == 201309L
    answers |= 8;
#endif
#if !__has_cpp_attribute(carries_dependency) && !__has_cpp_attribute(no_such_attribute)
    answers |= 16;
#endif
#if __has_cpp_attribute(gnu::always_inline) == 1 && __has_cpp_attribute(gnu::aligned) == 1
    answers |= 32;
#endif
#if __has_attribute(aligned) == 1 && __has_attribute(__packed__) && !__has_attribute(no_such)
    answers |= 64;
#endif
    return answers;
}

__global__ void kernel() { printf("device %d\n", attributes()); }

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("host %d\n", attributes());
    return 0;
}
