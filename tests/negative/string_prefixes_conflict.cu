__global__ void k(int* out) {
    out[0] = sizeof(u"a" U"b");
}
int main() {}
