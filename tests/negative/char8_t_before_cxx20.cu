// Before C++20 (nvcc's default standard is C++17), char8_t names no type.
__global__ void k(int* out) {
    char8_t c = 'a';
    out[0] = c + sizeof(char8_t);
}
int main() {}
