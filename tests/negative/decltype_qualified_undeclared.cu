// A name qualified by a decltype of a type that has no such member.
__global__ void kernel(int* out) {
    out[0] = decltype(out[1])::size;
}
